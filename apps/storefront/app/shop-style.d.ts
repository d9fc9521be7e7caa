/**
 * `@shop`: the look of the shop folder the build names. vite.config.ts and
 * vitest.config.ts resolve it to that folder's `index.ts`; every shop folder exports this.
 */
declare module '@shop' {
  import type { ShopStyle } from '@storefront/ui/themes';
  /** The shop's theme class, `theme-color` and the font files its pages preload. */
  export const shopStyle: ShopStyle;
}
