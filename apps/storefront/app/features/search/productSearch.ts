/**
 * The shop's product search, loaded on demand: MiniSearch, the index and the
 * catalogue in every language (so Bengali titles, category names and synonyms
 * are found on any page) are separate chunks, fetched when the shopper first focuses the
 * search field or opens /search, never with the first paint of other pages.
 */
import type { ProductSearch } from '@storefront/catalog/search';
import { searchQueryMaxLength } from '@storefront/ui';

let loading: Promise<ProductSearch> | undefined;

/**
 * The product search, built once per page load; later calls get the same promise.
 * @returns a promise that rejects when a chunk cannot be fetched (offline before the search
 *   was ever loaded, a dropped connection, a new deployment); the next call tries again.
 */
export function loadProductSearch(): Promise<ProductSearch> {
  if (!loading) {
    const search = Promise.all([import('@storefront/catalog/search'), import('virtual:shop-data/search')]).then(
      ([{ createProductSearch }, data]) => createProductSearch(data.catalogue, data.search),
    );
    // A failed load is forgotten, so that the next call fetches again.
    search.catch(() => {
      if (loading === search) loading = undefined;
    });
    loading = search;
  }
  return loading;
}

/** The address of the results page for `query`. */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}

/** The query a results page searches for, read from its address. */
export interface SearchQuery {
  /** `q` without surrounding spaces, at most {@link searchQueryMaxLength} characters. */
  query: string;
  /** True when the address held a longer query, which was cut to the limit. */
  shortened: boolean;
}

/**
 * The query of `/search?q=…`: an address made elsewhere (a shared link, a
 * hand-typed one) may hold more than the search field takes; it is cut to
 * {@link searchQueryMaxLength} characters instead of being searched for whole.
 * @param params - the address's query string
 */
export function searchQueryOf(params: URLSearchParams): SearchQuery {
  const full = (params.get('q') ?? '').trim();
  if (full.length <= searchQueryMaxLength) return { query: full, shortened: false };
  return { query: full.slice(0, searchQueryMaxLength).trim(), shortened: true };
}
