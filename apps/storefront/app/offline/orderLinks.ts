/**
 * What a link to an order page, or a product put on the order list, warms before the order
 * page is opened, without the order pages' code on every page's first load: `orderProducts.ts`
 * (with the catalogue's lookups it needs) is loaded only when a finger or pointer lands on
 * such a link, or on the first Add (the decided first-load budget: README, "Performance budgets").
 */
import type { PageLocale } from '../i18n/locale';

/**
 * For a link to `/order-product?sku=…`, its product's SKU, which the link warms when a finger
 * or pointer lands on it ({@link warmOrderProducts}); `undefined` for other links. (The order
 * list's shards were warmed when each product was put on it.)
 */
export function orderPageSkus(path: string): readonly string[] | undefined {
  if (!/^\/order-product(?:[/?#]|$)/.test(path)) return undefined;
  const sku = new URLSearchParams(/\?([^#]*)/.exec(path)?.[1] ?? '').get('sku');
  return sku ? [sku] : undefined;
}

/**
 * Starts loading the product shards of `skus` in `locale` (and the order message's
 * language), as `warmOrderProducts` in `orderProducts.ts` does, loading that module first.
 * Never throws and returns at once: a failure is the order page's to report.
 */
export function warmOrderLink(locale: PageLocale, skus: readonly string[]): void {
  import('./orderProducts').then(
    ({ warmOrderProducts }) => warmOrderProducts(locale, skus),
    () => undefined,
  );
}
