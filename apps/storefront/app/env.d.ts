/// <reference types="@storefront/catalog/virtual" />
import type { ShopProfileEnv } from '@storefront/catalog';

declare global {
  /** Build-time shop profile overrides (see README, "Configure the shop"). */
  interface ImportMetaEnv extends ShopProfileEnv {
    /** When the catalogue last changed, YYYY-MM-DD (git, at build time: vite.config.ts): the sitemap's `<lastmod>`. */
    readonly VITE_SHOP_CATALOGUE_DATE?: string;
    /** When the pages' words (content, profile) last changed, YYYY-MM-DD: the about page's `<lastmod>`. */
    readonly VITE_SHOP_CONTENT_DATE?: string;
    /** The year the build publishes the pages in, e.g. '2026' (vite.config.ts): `{yearsInTrade}` counts to it. */
    readonly VITE_SHOP_BUILD_YEAR?: string;
  }
}
