/**
 * The shop this app sells for: its catalogue and its profile, with build-time
 * overrides (VITE_SHOP_*) applied once. Spec §1 and §7 (contact details, messaging number).
 */
import { categorySegmentOf, findCategory, resolveShopProfile, type ShopProfile } from '@storefront/catalog';
import { catalogue, defaultProfile } from '@storefront/catalog/shop';

export { catalogue };

/** The resolved profile; throws at start-up (and so at build) if an override is malformed. */
export const profile: ShopProfile = resolveShopProfile(defaultProfile, import.meta.env);

/** True when following `href` should keep the scroll position (spec §2: letter heads). */
export function keepsScrollPosition(href: string): boolean {
  const segment = categorySegmentOf(href);
  const category = segment === undefined ? undefined : findCategory(catalogue, segment);
  return category ? !category.scrollToTopOnOpen : false;
}
