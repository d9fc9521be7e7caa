/** Themes and tokens: the contract (`vars`) every shop's theme fills, and fixed layout tokens. */
export { vars } from './contract.css';
export type { ThemeTokens } from './contract.css';
export { createShopTheme } from './createShopTheme';
export type { ShopStyle } from './shopStyle';
export { breakpoints, media, toastDefaults } from './tokens';
