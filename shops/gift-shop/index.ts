/**
 * The gift shop's look for the storefront app and Storybook: its theme, and
 * the font files its pages preload. Importing this module also declares its fonts.
 */
import type { ShopStyle } from '@storefront/ui/themes';
import { giftShopBengaliFonts, giftShopLatinFonts } from './theme/fonts/fonts';
import { giftShopTheme } from './theme/theme.css';
import { giftShopTokens } from './theme/tokens';
import webApp from './theme/webApp.json';

/** Every token's value, for the token docs (Storybook); pages do not load it. */
export const tokens = giftShopTokens;

/** Teal, marigold and vermilion on warm cream; Noto Sans Bengali and Baloo Da 2. */
export const shopStyle: ShopStyle = {
  name: 'Gift shop',
  theme: giftShopTheme,
  themeColour: webApp.theme,
  preloadFonts: giftShopLatinFonts,
  preloadFontsByLocale: { 'bn-IN': giftShopBengaliFonts },
};
