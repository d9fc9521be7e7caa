import { createTheme } from '@vanilla-extract/css';
import { vars, type ThemeTokens } from './contract.css';

/**
 * A shop's theme (docs/adr/0006): a class that gives every token of the contract the
 * shop's value. Call it at the top level of the shop's own `.css.ts` file, as
 * vanilla-extract requires of every style, and put the class on `<html>`:
 *
 * ```ts
 * // shops/my-shop/theme/theme.css.ts
 * export const myShopTheme = createShopTheme(myShopTokens);
 * ```
 *
 * The same as `createTheme(vars, tokens)` from `@vanilla-extract/css`, which is a peer
 * dependency of `@storefront/ui`: the shop's `.css.ts` file and the design system must share
 * one copy of it.
 * @param tokens - a value for every token (`ThemeTokens`: a missing one is a compile error)
 * @returns the theme's class name
 */
export function createShopTheme(tokens: ThemeTokens): string {
  return createTheme(vars, tokens);
}
