/**
 * The shop's product search, loaded on demand (ADR 0009): MiniSearch's code and the sharded
 * index's directory are fetched when the shopper first focuses the search field or opens
 * /search, never with the first paint of other pages; each query then fetches the term
 * shards of its words (every language's words, so Bengali titles, category names and
 * synonyms are found on any page) and the row files of its results in the page's language.
 */
import type { ListedProduct } from '@storefront/catalog';
import type { ProductSearch, SearchDirectory, SearchRows, SearchTermShard } from '@storefront/catalog/search';
import { searchQueryMaxLength } from '@storefront/ui';
import { localisePath, type PageLocale } from '../../i18n/locale';
import { searchDirectoryPath, searchRowsPath, searchTermShardPath } from './searchFiles';

/** A found product as a card shows it: listed (`listedProduct`), in the page's language. */
export type FoundProduct = ListedProduct;

/** The search in a language, over one directory (each language fetches its own row files). */
type SearchIn = (locale: PageLocale) => ProductSearch<FoundProduct>;

/** The searches over the directory fetched last: once per page load, or again after a failure. */
let loading: Promise<SearchIn> | undefined;

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

/** The code and the directory, and a search per language over them; a failed load is forgotten. */
function loadSearches(): Promise<SearchIn> {
  if (!loading) {
    const searches = Promise.all([
      import('@storefront/catalog/search'),
      fetchJson<SearchDirectory>(searchDirectoryPath),
    ]).then(([{ createShardedSearch }, directory]): SearchIn => {
      // The term shards are the same in every language: fetched once, whichever asks.
      const termShards = new Map<number, Promise<SearchTermShard>>();
      const termShard = (n: number) => {
        let shard = termShards.get(n);
        if (!shard) {
          shard = fetchJson<SearchTermShard>(searchTermShardPath(n));
          shard.catch(() => termShards.delete(n));
          termShards.set(n, shard);
        }
        return shard;
      };
      const inLocale = new Map<PageLocale, ProductSearch<FoundProduct>>();
      return (locale) => {
        let search = inLocale.get(locale);
        if (!search) {
          search = createShardedSearch<FoundProduct>(directory, {
            termShard,
            rows: (n) => fetchJson<SearchRows<FoundProduct>>(localisePath(searchRowsPath(n), locale)),
          });
          inLocale.set(locale, search);
        }
        return search;
      };
    });
    searches.catch(() => {
      if (loading === searches) loading = undefined;
    });
    loading = searches;
  }
  return loading;
}

/**
 * The product search in `locale`: its results are listed products in that language. A
 * search that fails (a file cannot be fetched, or a new deployment replaced the index) makes
 * the next one load the directory again; a file of another build (`SearchIndexVersionError`)
 * is retried at once, once, over the new directory.
 */
function productSearchIn(locale: PageLocale): ProductSearch<FoundProduct> {
  return {
    search(query, limit) {
      const attempt = async (again: boolean): Promise<FoundProduct[]> => {
        const searches = loadSearches();
        try {
          return await (await searches)(locale).search(query, limit);
        } catch (error) {
          if (loading === searches) loading = undefined;
          if (again && error instanceof Error && error.name === 'SearchIndexVersionError') return attempt(false);
          throw error;
        }
      };
      return attempt(true);
    },
  };
}

/**
 * The product search in `locale`, with its code and directory loaded (once per page load;
 * later calls get a search at once).
 * @returns a promise that rejects when the code or the directory cannot be fetched (offline
 *   before the search was ever loaded, a dropped connection); the next call tries again.
 */
export function loadProductSearch(locale: PageLocale): Promise<ProductSearch<FoundProduct>> {
  return loadSearches().then(() => productSearchIn(locale));
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
