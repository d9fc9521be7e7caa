/**
 * The whole shop, for route loaders only. Loaders run at build time while
 * pages are prerendered, so the catalogue stays out of the pages' JavaScript: each page
 * gets its own share as its prerendered data (`shopData.ts` cuts it). The `.server`
 * name makes the bundler refuse to put this module in the browser's code.
 */
import { data } from 'react-router';
import { modules } from 'virtual:shop-data/modules';
import { defaultLocale, type PageLocale } from '../i18n/locale';
import { resolveShop, type Shop } from '../lib/shopData';

const resolved = new Map<PageLocale, Shop>();

/**
 * The shop in `locale`.
 * @throws ShopProfileError if a VITE_SHOP_* override is malformed (the build fails).
 */
export function shopIn(locale: PageLocale): Shop {
  let shop = resolved.get(locale);
  if (!shop) {
    const module = modules[locale];
    if (!module) throw new Error(`The shop has no data in ${locale}`);
    shop = resolveShop(module, import.meta.env);
    resolved.set(locale, shop);
  }
  return shop;
}

/** The shop in the order message's language (profile `orderMessageLocale`, English by default). */
export function messageShop(): Shop {
  return shopIn(shopIn(defaultLocale).profile.orderMessageLocale ?? 'en-IN');
}

/**
 * `value`, or a 404 response for the route's error boundary when it is undefined. Only
 * the client meets one (an address that was not prerendered has no data file).
 */
export function found<T>(value: T | undefined): T {
  if (value === undefined) throw data(null, { status: 404 });
  return value;
}
