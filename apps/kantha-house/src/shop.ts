/**
 * Bolpur Kantha House's catalogue, content and profile: its data files in `shop/`
 * (spreadsheets and YAML, checked by the shared schema at build time and served as
 * `virtual:shop-data`), with `VITE_SHOP_*` build variables applied to the profile.
 */
import { resolveShopProfile, type ShopProfile } from '@storefront/catalog';
import { catalogue, content, profile as writtenProfile } from 'virtual:shop-data';

export { catalogue, content };

/** The shop's profile: its `profile.yaml`, overridden by `VITE_SHOP_*` build variables. */
export const profile: ShopProfile = resolveShopProfile(writtenProfile, import.meta.env);
