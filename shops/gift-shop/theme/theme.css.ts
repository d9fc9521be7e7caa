/**
 * This shop's theme, as a class: put `giftShopTheme` on the root element. The values
 * are plain data in `tokens.ts`, so docs can show them too.
 */
import { createTheme } from '@vanilla-extract/css';
import { vars } from '@storefront/ui/themes';
import { giftShopTokens } from './tokens';

/** Class name that applies the gift-shop theme's tokens. */
export const giftShopTheme = createTheme(vars, giftShopTokens);
