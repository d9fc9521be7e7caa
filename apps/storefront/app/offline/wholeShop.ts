import { useEffect, useState } from 'react';
import type { PageLocale } from '../i18n/locale';
import { loadShop, messageLocale } from '../shop';
import { reloadForMissingCode } from './missingCode';
import type { Shop } from '../lib/shopData';

/** What {@link useWholeShop} has so far. */
export interface WholeShop {
  /** The whole shop in the page's language, once loaded. */
  readonly shop?: Shop;
  /** The whole shop in the order message's language, once loaded (the same object when the languages match). */
  readonly messageShop?: Shop;
  /** True when loading failed (offline before the catalogue was ever fetched, or a new deployment removed it). */
  readonly failed: boolean;
}

/**
 * The whole shop in `locale` and in the order message's language, loaded on demand
 * for the pages that need every product: the order list and `/order-product`.
 * Both are cached after the first load, so a page that warmed them on intent
 * ({@link warmWholeShop}) renders at once. When a new deployment removed the catalogue's
 * code, the page loads once in full onto the new build (`missingCode.ts`).
 */
export function useWholeShop(locale: PageLocale): WholeShop {
  const [state, setState] = useState<WholeShop>({ failed: false });
  useEffect(() => {
    let live = true;
    Promise.all([loadShop(locale), loadShop(messageLocale)]).then(
      ([shop, messageShop]) => live && setState({ shop, messageShop, failed: false }),
      // Gone with a new deployment: load the page once in full, onto the new build.
      () => live && !reloadForMissingCode() && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [locale]);
  return state;
}

/** Starts loading what {@link useWholeShop} will ask for, e.g. when a finger lands on Buy Now. */
export function warmWholeShop(locale: PageLocale): void {
  // A failure here is reported by the page that needs it.
  loadShop(locale).catch(() => undefined);
  loadShop(messageLocale).catch(() => undefined);
}
