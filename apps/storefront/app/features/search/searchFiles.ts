/**
 * The addresses of the sharded search index's files (ADR 0009), which the build prerenders
 * (`routes/search-data.ts`) and the search fetches: one set for every language, as a
 * shopper may type Bengali on an English page. No import of the search's code: the
 * results page's first load carries these addresses, not MiniSearch.
 */

/** The directory: the index's words, statistics and file counts (`SearchDirectory`). */
export const searchDirectoryPath = '/search-data/index.json';

/** Term shard `n`'s address (`/search-data/t3.json`): a share of the words with their postings. */
export function searchTermShardPath(n: number): string {
  return `/search-data/t${n}.json`;
}

/** Row file `n`'s address (`/search-data/r3.json`): the products a result card shows, 24 a file. */
export function searchRowsPath(n: number): string {
  return `/search-data/r${n}.json`;
}
