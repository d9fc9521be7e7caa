/**
 * The shop's product search, loaded on demand (ADR 0009): MiniSearch's code and the sharded
 * index's directory are fetched when the shopper first focuses the search field or opens
 * /search, never with the first paint of other pages; each query then fetches the term
 * shards of its words and the row files of its results (every language's words, so Bengali
 * titles, category names and synonyms are found on any page).
 */
import type { Product } from '@storefront/catalog';
import type { ProductSearch, SearchDirectory, SearchRows, SearchTermShard } from '@storefront/catalog/search';
import { searchQueryMaxLength } from '@storefront/ui';
import { searchDirectoryPath, searchRowsPath, searchTermShardPath } from './searchFiles';

let loading: Promise<ProductSearch> | undefined;

/**
 * A file of the index as JSON.
 * @throws Error (as a rejection) when the host answers otherwise than 200 (a file of
 *   another build that is gone) or the answer is not JSON; TypeError with no connection.
 */
async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path}: ${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

/** The sharded search over the directory fetched last: once per page load, or again after a failure. */
function loadShardedSearch(): Promise<ProductSearch> {
  if (!loading) {
    const search = Promise.all([
      import('@storefront/catalog/search'),
      fetchJson<SearchDirectory>(searchDirectoryPath),
    ]).then(([{ createShardedSearch }, directory]) =>
      createShardedSearch(directory, {
        termShard: (n) => fetchJson<SearchTermShard>(searchTermShardPath(n)),
        rows: (n) => fetchJson<SearchRows>(searchRowsPath(n)),
      }),
    );
    // A failed load is forgotten, so that the next call fetches again.
    search.catch(() => {
      if (loading === search) loading = undefined;
    });
    loading = search;
  }
  return loading;
}

/**
 * The product search (the same object on every call). A search that fails (a file cannot be
 * fetched, or a new deployment replaced the index) makes the next one load the directory
 * again; a file of another build (`SearchIndexVersionError`) is retried at once, once, over
 * the new directory.
 */
const productSearch: ProductSearch = {
  search(query, limit) {
    const attempt = async (again: boolean): Promise<Product[]> => {
      const sharded = loadShardedSearch();
      try {
        return await (await sharded).search(query, limit);
      } catch (error) {
        if (loading === sharded) loading = undefined;
        if (again && error instanceof Error && error.name === 'SearchIndexVersionError') return attempt(false);
        throw error;
      }
    };
    return attempt(true);
  },
};

/**
 * The product search, with its code and directory loaded (once per page load; later calls
 * get the same search at once).
 * @returns a promise that rejects when the code or the directory cannot be fetched (offline
 *   before the search was ever loaded, a dropped connection); the next call tries again.
 */
export function loadProductSearch(): Promise<ProductSearch> {
  return loadShardedSearch().then(() => productSearch);
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
