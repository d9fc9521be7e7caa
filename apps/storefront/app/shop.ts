/**
 * The shop as every page's JavaScript sees it: its frame (profile, navigation,
 * category names) in each language, small enough for every page. A page's own data
 * (products, content) comes from its route loader (`data/shop.server.ts`); the order
 * pages load the products they show from the product shards (`offline/orderProducts.ts`).
 * Spec §1 and §7.
 */
import { categorySegmentOf, type DeliveryArea, type ShopFrame } from '@storefront/catalog';
import { frames } from 'virtual:shop-data/frame';
import { defaultLocale, pageLocales, pathWithoutLocale, useLocale, type PageLocale } from './i18n/locale';

/**
 * The frame of one language, its profile resolved against VITE_SHOP_* overrides at build time
 * (`virtual:shop-data/frame`; a malformed override stops the build).
 */
export type Frame = ShopFrame;

/** The shop's frame in `locale` (the default language's where the shop has no such language). */
export function frameIn(locale: PageLocale): Frame {
  return frames[locale] ?? frames[defaultLocale] ?? frames['en-IN'];
}

/** The frame in the language of the page being rendered (`useLocale`). */
export function useFrame(): Frame {
  return frameIn(useLocale());
}

/** The resolved profile; the same in every language but for the tagline. */
export const profile = frameIn(defaultLocale).profile;

/** The language order messages are written in (profile `orderMessageLocale`, English by default). */
export const messageLocale: PageLocale = profile.orderMessageLocale ?? 'en-IN';

/**
 * The delivery area in `locale`, the page's (পশ্চিমবঙ্গ, ভারত on a Bengali page), for the
 * order form's first values and its PIN code note; undefined for a shop without one.
 */
export function deliveryIn(locale: PageLocale): DeliveryArea | undefined {
  return frameIn(locale).profile.delivery;
}

/**
 * The names a shop gives its delivery area in each of its languages, and the one its
 * messages use: a shopper who keeps the form's 'West Bengal' on an English page
 * sends 'পশ্চিমবঙ্গ' when the shop's messages are in Bengali.
 */
export interface DeliveryNames {
  /** The delivery area as each of the shop's locales names it. */
  readonly known: readonly DeliveryArea[];
  /** The delivery area as the messages' locale names it. */
  readonly message: DeliveryArea;
}

/** The delivery area's names in every language of the shop and in the messages'. */
export function deliveryNames(): DeliveryNames | undefined {
  const message = frameIn(messageLocale).profile.delivery;
  if (!message) return undefined;
  const known = pageLocales.flatMap((locale) => frameIn(locale).profile.delivery ?? []);
  return { known, message };
}

/** True when following `href` should keep the scroll position (spec §2: letter heads). */
export function keepsScrollPosition(href: string): boolean {
  const segment = categorySegmentOf(pathWithoutLocale(href.replace(/[?#].*$/, '')))?.toLowerCase();
  const category = frameIn(defaultLocale).categories.find((candidate) => candidate.slug.toLowerCase() === segment);
  return category ? !category.scrollToTopOnOpen : false;
}
