/**
 * Product search: MiniSearch over each product's title, subtitle and category
 * name, in every language the catalogue has them ('সাদা ফটো মগ', 'ভিজিটিং
 * কার্ড'), plus the shop's synonyms ('visiting card', 'মগ', romanised 'biyer card'),
 * tolerant of typos ('mugg', 'bussiness card'). Synonyms are data (`search.yaml`), so
 * another language's words are added as data too. Import from `@storefront/catalog/search`, so only the
 * pages that search load MiniSearch.
 *
 * At any catalogue size a query downloads only what it needs (ADR 0009): the build cuts
 * MiniSearch's own saved index ({@link buildSearchIndex}) into a directory of its words,
 * term shards (each word's postings) and row files (the products a result card shows);
 * {@link createShardedSearch} fetches the shards of the words a query can match, loads
 * them into one MiniSearch with the whole index's statistics, and ranks exactly as the
 * whole index would.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import type { Catalogue, Product } from './model';
import { buildSearchIndex } from './searchBuild';
import {
  indexOptions,
  SearchIndexVersionError,
  wordsOptions,
  type SearchDirectory,
  type SearchDocument,
  type SearchFileLoader,
  type SearchRows,
} from './searchFiles';

export { buildSearchIndex } from './searchBuild';
export {
  listingPlaceOf,
  PRODUCTS_PER_TERM_SHARD,
  SEARCH_ROWS_PER_FILE,
  SearchIndexVersionError,
  searchRowFileCount,
  searchTermShardCount,
  type SearchDirectory,
  type SearchFileLoader,
  type ListingPlace,
  type SearchIndexFiles,
  type SearchListings,
  type SearchRows,
  type SearchTermShard,
} from './searchFiles';

/** Words shoppers use for what the shop calls otherwise: each term finds the products of the categories. */
export interface SearchSynonym {
  /** Words and phrases, e.g. ['visiting card', 'visiting cards']. */
  readonly terms: readonly string[];
  /** Slugs of the categories they mean, e.g. ['business-cards']. */
  readonly categories: readonly string[];
}

/** A shop's search data (`search.yaml`). */
export interface SearchData {
  readonly synonyms: readonly SearchSynonym[];
}

/**
 * A product search over one catalogue. `P` is what a result is: a whole {@link Product}
 * (default), or what the row files hold (a site's rows carry `ListedProduct`s in the page's language).
 */
export interface ProductSearch<P = Product> {
  /**
   * The products that match `query`, best first, at most `limit` (default 24). An empty
   * or blank query finds nothing, whatever the query holds.
   * @returns a promise that rejects only when a file of the index cannot be had (no
   *   connection, a file of another build: {@link SearchIndexVersionError}).
   */
  search(query: string, limit?: number): Promise<P[]>;
}

/** A word's postings in a term shard: by field id, each product's (catalogue position's) term frequency. */
type Postings = AsPlainObject['index'][number][1];

/** Longest query searched, in characters; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
/** Most words of a query searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;

/** A query as searched: normalised, at most 100 characters and 8 words ('' when blank). */
function searchedText(query: string): string {
  // A search is a few words: a pasted paragraph cannot make a phone search for seconds.
  return query.normalize('NFKC').trim().slice(0, MAX_QUERY_LENGTH).split(/\s+/).slice(0, MAX_QUERY_WORDS).join(' ');
}

/**
 * The product search over a sharded index (ADR 0009): reads `directory`, and for each
 * query fetches through `files` the term shards of the words it can match, then the row
 * files of the results. Each file is fetched once per search object; a failed fetch is
 * forgotten, so the next query tries again.
 * @throws SearchIndexVersionError (as a rejection) when a file is of another build than `directory`.
 */
export function createShardedSearch<P = Product>(
  directory: SearchDirectory,
  files: SearchFileLoader<P>,
): ProductSearch<P> {
  const words = MiniSearch.loadJS(directory.words, wordsOptions);
  // The first search compiles MiniSearch's tokenizer (a large Unicode pattern): done here, when
  // the search is made (on the field's first focus), not after the shopper's first keystroke.
  words.search('a');
  const fieldCount = Object.keys(directory.stats.fieldIds).length;
  /** A file, fetched once: checked against the directory's version; a failed fetch is forgotten. */
  const once = <T extends { version: string }, R>(
    cache: Map<number, Promise<R>>,
    n: number,
    load: (n: number) => Promise<T>,
    read: (file: T) => R,
  ) => {
    let file = cache.get(n);
    if (!file) {
      file = load(n).then((loaded) => {
        if (loaded.version !== directory.version) throw new SearchIndexVersionError(directory.version, loaded.version);
        return read(loaded);
      });
      const forgotten = file;
      forgotten.catch(() => cache.get(n) === forgotten && cache.delete(n));
      cache.set(n, file);
    }
    return file;
  };
  /** Each term shard's postings by word, read once. */
  const shards = new Map<number, Promise<Map<string, Postings>>>();
  const rows = new Map<number, Promise<SearchRows<P>>>();

  return {
    async search(query, limit = 24) {
      const text = searchedText(query);
      if (text === '') return [];
      // The directory's words that the query matches, with the same prefix and typo rules as
      // the index: the only words whose postings can count, wherever they are.
      const found = words.search(text);
      if (found.length === 0) return [];
      const loaded = await Promise.all(
        found.map((shard) =>
          once(
            shards,
            Number(shard.id),
            (n) => files.termShard(n),
            (file) => new Map(file.index),
          ),
        ),
      );
      // Those words' postings in one index with the whole index's statistics: the same scores
      // as the whole index, without loading the rest of the shards' words.
      const entries: AsPlainObject['index'] = [];
      const documentIds: AsPlainObject['documentIds'] = {};
      const fieldLength: AsPlainObject['fieldLength'] = {};
      found.forEach((shard, i) => {
        for (const term of shard.terms) {
          const fields = loaded[i]?.get(term);
          if (!fields) continue;
          entries.push([term, fields]);
          for (const postings of Object.values(fields)) {
            for (const shortId of Object.keys(postings)) {
              if (shortId in documentIds) continue;
              const id = Number(shortId);
              documentIds[shortId] = id;
              fieldLength[shortId] = directory.fieldLengths.slice(id * fieldCount, (id + 1) * fieldCount);
            }
          }
        }
      });
      const index = MiniSearch.loadJS<SearchDocument>(
        { ...directory.stats, documentIds, fieldLength, storedFields: {}, index: entries },
        indexOptions,
      );
      let results = index.search(text);
      // Every word must match; if none does that way, any word may (a long query with one odd word).
      if (results.length === 0) results = index.search(text, { combineWith: 'OR' });
      const ids = results.slice(0, limit).map((result) => Number(result.id));
      const fileOf = (id: number) => Math.floor(id / directory.rowsPerFile);
      const rowFiles = new Map(
        await Promise.all(
          [...new Set(ids.map(fileOf))].map(
            async (n) =>
              [
                n,
                await once(
                  rows,
                  n,
                  (file) => files.rows(file),
                  (file) => file,
                ),
              ] as const,
          ),
        ),
      );
      return ids
        .map((id) => rowFiles.get(fileOf(id))?.products[id % directory.rowsPerFile])
        .filter((product): product is P => product !== undefined);
    },
  };
}

/**
 * The product search of `catalogue` and `data`, built in memory: {@link buildSearchIndex}
 * read by {@link createShardedSearch}, the same code a browser runs over the built files.
 * For tests and small tools; a site fetches the files.
 */
export function createProductSearch(catalogue: Catalogue, data: SearchData = { synonyms: [] }): ProductSearch {
  const built = buildSearchIndex(catalogue, data);
  const file = <T>(list: readonly T[], n: number) =>
    list[n] === undefined ? Promise.reject(new RangeError(`No search file ${n}`)) : Promise.resolve(list[n]);
  return createShardedSearch(built.directory, {
    termShard: (shard) => file(built.termShards, shard),
    rows: (n) => file(built.rowFiles, n),
  });
}
