/**
 * The results page's address and the query read back from it: small, for every page's
 * header and links, apart from the search itself (`productSearch.ts`), which loads on demand.
 */
import { searchQueryMaxLength } from '@storefront/ui';

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
