/**
 * Types of the module the `shopData` Vite plugin serves (`@storefront/catalog/vite`).
 * Reference it from an app: `/// <reference types="@storefront/catalog/virtual" />`.
 */
declare module 'virtual:shop-data' {
  import type { Catalogue, ShopContent, ShopProfile } from '@storefront/catalog';
  import type { SearchData } from '@storefront/catalog/search';
  /** The shop's categories, products and navigation, checked at build time. */
  export const catalogue: Catalogue;
  /** The shop's page content, placeholders not yet filled (see `resolveShopContent`). */
  export const content: ShopContent;
  /** The shop's profile as written, before `VITE_SHOP_*` overrides (see `resolveShopProfile`). */
  export const profile: ShopProfile;
  /** The shop's search synonyms (`search.yaml`). */
  export const search: SearchData;
}
