/**
 * Types of the module the `shopData` Vite plugin serves (`@storefront/catalog/vite`).
 * Reference it from an app: `/// <reference types="@storefront/catalog/virtual" />`.
 */
declare module 'virtual:shop-data' {
  import type { Catalogue, ShopContent, ShopProfile } from '@storefront/catalog';
  import type { SearchData } from '@storefront/catalog/search';
  /** The shop's categories, products and navigation in its first locale, checked at build time. */
  export const catalogue: Catalogue;
  /** The shop's page content, placeholders not yet filled (see `resolveShopContent`). */
  export const content: ShopContent;
  /** The shop's profile as written, before `VITE_SHOP_*` overrides (see `resolveShopProfile`). */
  export const profile: ShopProfile;
  /** The shop's search synonyms (`search.yaml`). */
  export const search: SearchData;
}

/** The same data with the catalogue's words in Bengali; only for shops that list bn-IN in `locales`. */
declare module 'virtual:shop-data/bn-IN' {
  import type { Catalogue, ShopContent, ShopProfile } from '@storefront/catalog';
  import type { SearchData } from '@storefront/catalog/search';
  /** The catalogue in Bengali: titles, subtitles, picture descriptions, details, category names, navigation labels. */
  export const catalogue: Catalogue;
  /** The page content in Bengali (`content.bn-IN.yaml` over `content.yaml`), placeholders not yet filled. */
  export const content: ShopContent;
  /** The shop's profile as written. */
  export const profile: ShopProfile;
  /** The shop's search synonyms. */
  export const search: SearchData;
}

/** The catalogue with every language's words, for the product search; load it on demand. */
declare module 'virtual:shop-data/search' {
  import type { Catalogue } from '@storefront/catalog';
  import type { SearchData } from '@storefront/catalog/search';
  /** The catalogue in the shop's first locale, each record keeping its `translations`. */
  export const catalogue: Catalogue;
  /** The shop's search synonyms (`search.yaml`). */
  export const search: SearchData;
}

/** What every page shows: profile, navigation and category names, per locale; small enough for every page. */
declare module 'virtual:shop-data/frame' {
  import type { ShopFrame, ShopLocale } from '@storefront/catalog';
  /** The shop's frame in each locale its profile lists (`en-IN` always), its profile resolved against VITE_SHOP_* at build time. */
  export const frames: Readonly<Partial<Record<ShopLocale, ShopFrame>>> & { readonly 'en-IN': ShopFrame };
}

/** The shop's locales and a loader of each one's data (an app names no locale). */
declare module 'virtual:shop-data/locales' {
  import type { Catalogue, ShopContent, ShopLocale, ShopProfile } from '@storefront/catalog';
  import type { SearchData } from '@storefront/catalog/search';
  /** The shop's locales (profile `locales`), the default (the data files' language) first. */
  export const locales: readonly ShopLocale[];
  /** Each locale's data module on demand (its own chunk): `virtual:shop-data` for the first, `virtual:shop-data/<locale>` for the others. */
  export const loaders: Readonly<
    Partial<
      Record<
        ShopLocale,
        () => Promise<{ catalogue: Catalogue; content: ShopContent; profile: ShopProfile; search: SearchData }>
      >
    >
  >;
}

/** Every locale's data module at once, for code that runs at build time (route loaders while prerendering). */
declare module 'virtual:shop-data/modules' {
  import type { Catalogue, ShopContent, ShopLocale, ShopProfile } from '@storefront/catalog';
  import type { SearchData } from '@storefront/catalog/search';
  /** The shop's data in each of its locales. */
  export const modules: Readonly<
    Partial<
      Record<ShopLocale, { catalogue: Catalogue; content: ShopContent; profile: ShopProfile; search: SearchData }>
    >
  >;
}
