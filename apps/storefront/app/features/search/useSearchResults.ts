import type { Product } from '@storefront/catalog';
import { useEffect, useState } from 'react';
import { loadProductSearch } from './productSearch';

/** What {@link useSearchResults} knows of a query's results. */
export interface SearchResults {
  /** The query `products` or `failure` are for: the one asked, or the one before while a search runs. */
  readonly query: string | undefined;
  /** The products found for `query`, best first (every language's words); undefined before the first answer. */
  readonly products: readonly Product[] | undefined;
  /** Why the search for `query` failed (the index could not be fetched), or undefined. */
  readonly failure: unknown;
}

/**
 * The results of `query` (at most `limit` products), searched on the client over the
 * sharded index (ADR 0009) once `enabled`: the first search loads its code and directory,
 * each later one fetches only its words' shards and its results' rows. While a new query's
 * search runs, the last answer stays (suggestions do not flicker as one types); an answer
 * to an older query than the latest is never shown. A blank query finds nothing, at once.
 */
export function useSearchResults(query: string, limit: number, enabled = true): SearchResults {
  const [results, setResults] = useState<SearchResults>({ query: undefined, products: undefined, failure: undefined });
  useEffect(() => {
    if (!enabled || query.trim() === '') return;
    let live = true;
    loadProductSearch()
      .then((search) => search.search(query, limit))
      .then(
        (products) => live && setResults({ query, products, failure: undefined }),
        (error: unknown) =>
          live && setResults({ query, products: undefined, failure: error ?? new Error('The search could not be loaded') }),
      );
    return () => {
      live = false;
    };
  }, [query, limit, enabled]);
  return enabled && query.trim() === '' ? { query, products: [], failure: undefined } : results;
}
