/**
 * The shop's product search, run where it is loaded (ADR 0009): MiniSearch's code and the
 * sharded index's directory are fetched on the first search, each query then fetches the
 * term shards of its words (every language's words, so Bengali titles, category names and
 * synonyms are found on any page) and the row files of its results in the page's language.
 * A row file that cannot be had (offline: the service worker keeps every category's listing
 * index, not the row files, which would hold the same products a second time) is made from
 * the listing indexes of its products' categories. The search worker (`search.worker.ts`)
 * runs it off the page's main thread; a page without workers runs it itself
 * (`productSearch.ts` chooses).
 */
import { listingIndexPath, type ListedProduct } from '@storefront/catalog';
import type {
  listingPlaceOf as ListingPlaceOf,
  ProductSearch,
  SearchDirectory,
  SearchRows,
  SearchTermShard,
} from '@storefront/catalog/search';
import { loadCategoryIndex } from '../catalogue/categoryIndexFile';
import { searchDirectoryPath, searchRowsPath, searchTermShardPath } from './searchFiles';
import type { SearchRequest } from './searchMessages';

/** A found product as a card shows it: listed (`listedProduct`), in the page's language. */
export type FoundProduct = ListedProduct;

/**
 * A language's path prefix: `''` for the shop's default language, `'/bn'` for Bengali
 * (`localisePath('/', locale)` without the lone slash). Its row files are under it.
 */
export type LanguagePrefix = string;

/** The search in a language, over one directory (each language fetches its own row files). */
type SearchIn = (language: LanguagePrefix) => ProductSearch<FoundProduct>;

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

/**
 * Row file `n` in `language` made from listing indexes (`/bn/product/{slug}/products.json`,
 * `loadCategoryIndex`, each fetched once): each of its catalogue positions is looked up in the
 * directory's `listings` (`listingPlaceOf`) and read from its category's index. A product in
 * no category has no index, and is left out.
 * @throws Error (as a rejection) when an index cannot be fetched, or holds another number of
 *   products than the directory says (a copy of another build).
 */
async function rowsFromListings(
  directory: SearchDirectory,
  placeOf: typeof ListingPlaceOf,
  language: LanguagePrefix,
  n: number,
): Promise<SearchRows<FoundProduct>> {
  const start = n * directory.rowsPerFile;
  const end = Math.min(start + directory.rowsPerFile, directory.stats.documentCount);
  const places = Array.from({ length: Math.max(0, end - start) }, (_, i) => placeOf(directory.listings, start + i));
  const products: FoundProduct[] = [];
  await Promise.all(
    places.map(async (place, i) => {
      if (!place) return;
      const address = `${language}${listingIndexPath(`/product/${place.slug}`)}`;
      const listed = await loadCategoryIndex(address);
      if (listed.length !== place.count) {
        throw new Error(`${address}: not the ${place.count} products the search's directory lists`);
      }
      products[i] = listed[place.index]!;
    }),
  );
  return { version: directory.version, products };
}

/** The code and the directory, and a search per language over them; a failed load is forgotten. */
function loadSearches(): Promise<SearchIn> {
  if (!loading) {
    const searches = Promise.all([
      import('@storefront/catalog/search'),
      fetchJson<SearchDirectory>(searchDirectoryPath),
    ]).then(([{ createShardedSearch, listingPlaceOf }, directory]): SearchIn => {
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
      const inLanguage = new Map<LanguagePrefix, ProductSearch<FoundProduct>>();
      return (language) => {
        let search = inLanguage.get(language);
        if (!search) {
          search = createShardedSearch<FoundProduct>(directory, {
            termShard,
            // The row file; where it cannot be had (offline, not saved), the same products
            // from their categories' indexes; where neither can, the row file's failure.
            rows: (n) =>
              fetchJson<SearchRows<FoundProduct>>(`${language}${searchRowsPath(n)}`).catch((error: unknown) =>
                rowsFromListings(directory, listingPlaceOf, language, n).catch(() => {
                  throw error;
                }),
              ),
          });
          inLanguage.set(language, search);
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
 * The product search in `language`: its results are listed products in that language. A
 * search that fails (a file cannot be fetched, or a new deployment replaced the index) makes
 * the next one load the directory again; a file of another build (`SearchIndexVersionError`)
 * is retried at once, once, over the new directory.
 */
function productSearchIn(language: LanguagePrefix): ProductSearch<FoundProduct> {
  return {
    search(query, limit) {
      const attempt = async (again: boolean): Promise<FoundProduct[]> => {
        const searches = loadSearches();
        try {
          return await (await searches)(language).search(query, limit);
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
 * Answers `request` in this thread (the search worker's, or the page's without one): loads
 * the search's code and directory and reads the directory's words for the request's language
 * (once per page or worker), and searches for its query, if it has one.
 * @returns the products found, best first; none when the request has no query.
 * @throws (as a rejection) when the code, the directory or a file the query needs cannot be
 *   fetched (offline before the search was ever loaded, a dropped connection); the next
 *   request tries again.
 */
export async function searchHere({ language, query, limit }: Omit<SearchRequest, 'id'>): Promise<FoundProduct[]> {
  const searchIn = await loadSearches();
  // Without a query (the field's first focus): read the directory's words now, so the first
  // query does not wait for it.
  if (query === undefined) {
    searchIn(language);
    return [];
  }
  return productSearchIn(language).search(query, limit);
}
