/**
 * A paginated category's listing index (`/product/{slug}/products.json`): every product of
 * the category, fetched once per address and page load when a shopper first sorts or
 * filters it, so the choice covers the whole category and not one page of 48.
 */
import type { ListedProduct } from '@storefront/catalog';
import { useCallback, useEffect, useState } from 'react';
import { loadCategoryIndex } from './categoryIndexFile';

/** Where the index stands: not wanted, on its way, here (with the products), or failed (offline, a bad file). */
export type CategoryIndexState =
  | { readonly status: 'idle' | 'loading' | 'failed'; readonly products?: undefined }
  | { readonly status: 'ready'; readonly products: readonly ListedProduct[] };

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
