/**
 * This shop's look, for the storefront app and Storybook: its theme, and the font files
 * its pages preload (none: the starter theme draws with the phone's own fonts).
 */
import type { ShopStyle } from '@storefront/ui/themes';
import { theme, tokens as themeTokens } from './theme/theme.css';
import webApp from './theme/webApp.json';

/** Every token's value, for the token docs (Storybook); pages do not load it. */
export const tokens = themeTokens;

/** The shop's look (`ShopStyle` from `@storefront/ui/themes`). */
export const shopStyle: ShopStyle = { name: '__NAME__', theme, themeColour: webApp.theme, preloadFonts: [] };
