/**
 * A paginated category's listing index (`/product/{slug}/products.json`): every product of
 * the category, fetched once per address and page load when a shopper first sorts or
 * filters it, so the choice covers the whole category and not one page of 48.
 */
import type { ListedProduct } from '@storefront/catalog';
import { useCallback, useEffect, useState } from 'react';

/** Where the index stands: not wanted, on its way, here (with the products), or failed (offline, a bad file). */
export type CategoryIndexState =
  | { readonly status: 'idle' | 'loading' | 'failed'; readonly products?: undefined }
  | { readonly status: 'ready'; readonly products: readonly ListedProduct[] };

/** True when `value` has what a card, sorting and filtering read: a SKU, a slug, a title, a price and pictures. */
function isListedProduct(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const product = value as Partial<Record<keyof ListedProduct, unknown>>;
  const price = product.price as { kind?: unknown } | undefined;
  return (
    typeof product.sku === 'string' &&
    typeof product.slug === 'string' &&
    typeof product.title === 'string' &&
    typeof price?.kind === 'string' &&
    Array.isArray(product.images)
  );
}

/** The fetches made, by address: a page of the category remounting (or another page of it) asks no second time. */
const fetched = new Map<string, Promise<readonly ListedProduct[]>>();

/**
 * The products in the index file at `address` (a same-origin path).
 * @throws Error when the host does not answer 200 or the file holds no product list; the
 *   failed fetch is forgotten, so the next call tries again.
 */
export function loadCategoryIndex(address: string): Promise<readonly ListedProduct[]> {
  let load = fetched.get(address);
  if (!load) {
    load = fetch(address, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`${address}: HTTP ${response.status}`);
        const body: unknown = await response.json();
        const products = (body as { products?: unknown } | null)?.products;
        // A file from another build (a saved copy) or a damaged one is no index: say so, not crash.
        if (!Array.isArray(products) || !products.every(isListedProduct))
          throw new Error(`${address}: no product list`);
        return products as readonly ListedProduct[];
      })
      .catch((error: unknown) => {
        fetched.delete(address);
        throw error;
      });
    fetched.set(address, load);
  }
  return load;
}

/**
 * The listing index at `address`, loaded while `address` is given (`undefined`: not
 * wanted, e.g. the category fits on one page or nothing is sorted). `retry` asks again
 * after a failure.
 */
export function useCategoryIndex(address: string | undefined): CategoryIndexState & { readonly retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  // The outcome of one try (an address and an attempt); another try is loading until it has one.
  const [outcome, setOutcome] = useState<{ key: string; result: CategoryIndexState }>();
  const key = `${address}#${attempt}`;
  useEffect(() => {
    if (!address) return;
    let current = true;
    loadCategoryIndex(address).then(
      (products) => current && setOutcome({ key, result: { status: 'ready', products } }),
      () => current && setOutcome({ key, result: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [address, key]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  // Not wanted any more: forget the outcome, so wanting it again shows loading, not an old failure.
  if (!address && outcome !== undefined) setOutcome(undefined);
  const result: CategoryIndexState = !address
    ? { status: 'idle' }
    : outcome?.key === key
      ? outcome.result
      : { status: 'loading' };
  return { ...result, retry };
}
