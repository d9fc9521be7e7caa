import { startTransition, useEffect, useState } from 'react';
import type { PageLocale } from '../../i18n/locale';
import type { ProductSearch } from '@storefront/catalog/search';
import type { FoundProduct } from './productSearch';
import type * as ProductSearchModule from './productSearch';
import { retryLoad } from '../../lib/retryLoad';

/** The search's module, once asked for; forgotten if it failed to load, so the next search asks again. */
const loadSearchModule: () => Promise<typeof ProductSearchModule> = retryLoad(() => import('./productSearch'));

/**
 * The product search in `locale` (`loadProductSearch`), its code loaded first, once: the
 * header's field is on every page, and the search's code is not part of a page's first load
 * (README "Performance budgets").
 * @returns a promise that rejects when the code, or the index's directory, cannot be fetched.
 */
export function loadSearchCode(locale: PageLocale): Promise<ProductSearch<FoundProduct>> {
  return loadSearchModule().then(({ loadProductSearch }) => loadProductSearch(locale));
}

/** What {@link useSearchResults} knows of a query's results. */
export interface SearchResults {
  /** The query `products` or `failure` are for: the one asked, or the one before while a search runs. */
  readonly query: string | undefined;
  /** The products found for `query`, best first, listed in the page's language; undefined before the first answer. */
  readonly products: readonly FoundProduct[] | undefined;
  /** Why the search for `query` failed (the index could not be fetched), or undefined. */
  readonly failure: unknown;
}

/**
 * The results of `query` (at most `limit` products, in `locale`), searched on the client over the
 * sharded index (ADR 0009) once `enabled`: the first search loads its code and directory,
 * each later one fetches only its words' shards and its results' rows. While a new query's
 * search runs, the last answer stays (suggestions do not flicker as one types); an answer
 * to an older query than the latest is never shown. A blank query finds nothing, at once.
 * An answer renders as a transition (in slices, and a keystroke meanwhile goes first).
 */
export function useSearchResults(query: string, limit: number, locale: PageLocale, enabled = true): SearchResults {
  const [results, setResults] = useState<SearchResults>({ query: undefined, products: undefined, failure: undefined });
  useEffect(() => {
    if (!enabled || query.trim() === '') return;
    let live = true;
    loadSearchCode(locale)
      .then((search) => search.search(query, limit))
      .then(
        // An answer is shown in a transition, which React renders in 5 ms slices: the results
        // page's 48 cards in one render were a 360-750 ms task at 4× CPU slowdown (TBT).
        (products) => live && startTransition(() => setResults({ query, products, failure: undefined })),
        (error: unknown) =>
          live &&
          setResults({ query, products: undefined, failure: error ?? new Error('The search could not be loaded') }),
      );
    return () => {
      live = false;
    };
  }, [query, limit, locale, enabled]);
  return enabled && query.trim() === '' ? { query, products: [], failure: undefined } : results;
}
