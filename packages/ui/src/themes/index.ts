/** Themes and tokens: the contract (`vars`), this shop's theme, and fixed layout tokens. */
export { vars } from './contract.css';
export type { ThemeTokens } from './contract.css';
export { giftShopTheme } from './giftShop.css';
export { giftShopTokens } from './giftShopTokens';
export { breakpoints, layout, media, toastDefaults } from './tokens';
