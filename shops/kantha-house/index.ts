/**
 * Bolpur Kantha House's look for the storefront app and Storybook: its theme
 * and fonts. Its fonts load by `unicode-range` from Fontsource's stylesheets, so it
 * preloads none.
 */
import type { ShopStyle } from '@storefront/ui/themes';
import './theme/fonts';
import { kanthaHouseTheme, kanthaHouseTokens } from './theme/theme.css';
import webApp from './theme/webApp.json';

/** Every token's value, for the token docs (Storybook); pages do not load it. */
export const tokens = kanthaHouseTokens;

/** Indigo and madder red on undyed cotton; Anek Bangla and Noto Serif Bengali. */
export const shopStyle: ShopStyle = {
  name: 'Kantha House',
  theme: kanthaHouseTheme,
  themeColour: webApp.theme,
  preloadFonts: [],
};
