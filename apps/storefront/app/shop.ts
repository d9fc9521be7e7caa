/**
 * The shop this app sells for: its catalogue, page content and profile, read from the
 * shop's data files at build time (`virtual:shop-data`, see README 'Edit the catalogue'),
 * with build-time overrides (VITE_SHOP_*) applied once. Spec §1 and §7.
 */
import {
  categorySegmentOf,
  findCategory,
  resolveShopContent,
  resolveShopProfile,
  type ShopContent,
  type ShopProfile,
} from '@storefront/catalog';
import { catalogue, content as writtenContent, profile as writtenProfile } from 'virtual:shop-data';

export { catalogue };

/** The resolved profile; throws at start-up (and so at build) if an override is malformed. */
export const profile: ShopProfile = resolveShopProfile(writtenProfile, import.meta.env);

/** The page content with `{shopName}`, `{phone}`… filled from {@link profile}. */
export const content: ShopContent = resolveShopContent(writtenContent, profile);

/** True when following `href` should keep the scroll position (spec §2: letter heads). */
export function keepsScrollPosition(href: string): boolean {
  const segment = categorySegmentOf(href);
  const category = segment === undefined ? undefined : findCategory(catalogue, segment);
  return category ? !category.scrollToTopOnOpen : false;
}
