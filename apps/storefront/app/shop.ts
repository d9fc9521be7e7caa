/**
 * The shop this app sells for: its catalogue, page content and profile in each of its
 * languages, read from the shop's data files at build time (`virtual:shop-data` in
 * English, `virtual:shop-data/bn-IN` in Bengali; see README 'Edit the catalogue'), with
 * build-time overrides (VITE_SHOP_*) applied once. Spec §1 and §7; issue 11.
 */
import {
  categorySegmentOf,
  findCategory,
  resolveShopContent,
  resolveShopProfile,
  type Catalogue,
  type Product,
  type ShopContent,
  type ShopProfile,
} from '@storefront/catalog';
import * as english from 'virtual:shop-data';
import * as bengali from 'virtual:shop-data/bn-IN';
import { pageLocale, pathWithoutLocale, type PageLocale } from './i18n/locale';

/** What a page shows of the shop, in one language. */
export interface Shop {
  /** Categories, products and navigation, their words in the page's language. */
  readonly catalogue: Catalogue;
  /** The page content with `{shopName}`, `{phone}`… filled from {@link Shop.profile}. */
  readonly content: ShopContent;
  /** The resolved profile (the tagline in the page's language). */
  readonly profile: ShopProfile;
}

/** The data module of each locale, resolved on first use (throws at build if an override is malformed). */
const modules = { 'en-IN': english, 'bn-IN': bengali } as const;
const resolved = new Map<PageLocale, Shop>();

/**
 * The shop in `locale`.
 * @throws ShopProfileError at start-up (and so at build) if a VITE_SHOP_* override is malformed.
 */
export function shopIn(locale: PageLocale): Shop {
  let shop = resolved.get(locale);
  if (!shop) {
    const data = modules[locale];
    const profile = resolveShopProfile(data.profile, import.meta.env);
    shop = { catalogue: data.catalogue, content: resolveShopContent(data.content, profile), profile };
    resolved.set(locale, shop);
  }
  return shop;
}

/** The shop in the language of the page being rendered (see `setPageLocale`). */
export function useShop(): Shop {
  return shopIn(pageLocale());
}

/** The resolved profile; the same in every language but for the tagline. */
export const profile: ShopProfile = shopIn('en-IN').profile;

/**
 * `product` as the shop's staff read it in an order message: its words in the message's
 * language (`orderMessageLocale` in profile.yaml, English by default; issue 11), whatever
 * the page's language.
 */
export function productForMessage(product: Product): Product {
  const { catalogue } = shopIn(profile.orderMessageLocale ?? 'en-IN');
  return catalogue.products.find((other) => other.sku === product.sku) ?? product;
}

/** True when following `href` should keep the scroll position (spec §2: letter heads). */
export function keepsScrollPosition(href: string): boolean {
  const segment = categorySegmentOf(pathWithoutLocale(href.replace(/[?#].*$/, '')));
  const { catalogue } = shopIn('en-IN');
  const category = segment === undefined ? undefined : findCategory(catalogue, segment);
  return category ? !category.scrollToTopOnOpen : false;
}
