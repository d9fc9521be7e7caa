/**
 * What every page of a shop shows whatever the page: the profile, the header
 * navigation and the categories' names. It is all a page needs of the shop before its
 * own data (a product, a category's products), so an app can ship it with every page
 * and load the rest per page.
 */
import type { ShopLocale } from './locale';
import { localiseCatalogue, localiseProfile } from './localise';
import type { Catalogue, Category, NavLink, ShopProfile } from './model';
import { productShardCount } from './shards';

/** A category as the frame knows it: enough to name it and link to it. */
export type CategoryName = Pick<Category, 'slug' | 'name' | 'scrollToTopOnOpen'>;

/** The shop's frame in one locale. */
export interface ShopFrame {
  /** The profile as written (before `VITE_SHOP_*` overrides), its tagline in the frame's locale. */
  readonly profile: ShopProfile;
  /** Header navigation, labels in the frame's locale. */
  readonly navigation: readonly NavLink[];
  /** Every category's slug, name (in the frame's locale) and scroll behaviour, in catalogue order. */
  readonly categories: readonly CategoryName[];
  /**
   * How many product shards the catalogue is cut into ({@link productShardCount}), so a page can
   * name the file that holds a SKU's product (`productShardOf`; ADR 0010).
   */
  readonly productShards: number;
}

/** The frame of a shop in `locale`: `catalogue` and `profile` may carry every locale's words. */
export function shopFrame(catalogue: Catalogue, profile: ShopProfile, locale: ShopLocale): ShopFrame {
  const localised = localiseCatalogue(catalogue, locale);
  return {
    profile: localiseProfile(profile, locale),
    navigation: localised.navigation.map(({ translations: _t, ...link }) => link),
    categories: localised.categories.map(({ slug, name, scrollToTopOnOpen }) => ({ slug, name, scrollToTopOnOpen })),
    productShards: productShardCount(catalogue.products.length),
  };
}
