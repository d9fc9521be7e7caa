/**
 * The sharded search index's files and the options both sides share (ADR 0009): what the
 * build writes (`searchBuild.ts`) and the browser reads (`createShardedSearch` in
 * `search.ts`). Internal: the package exports these through `@storefront/catalog/search`.
 */
import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import type { Product } from './model';
/** Products per row file of a sharded index (ADR 0009): about 24 results' cards in one request. */
export const SEARCH_ROWS_PER_FILE = 24;
/** Products per term shard of a sharded index (ADR 0009): 20,000 products make 100 shards. */
export const PRODUCTS_PER_TERM_SHARD = 200;

export interface SearchDocument {
  /** The product's position in the catalogue: its row file is `id / SEARCH_ROWS_PER_FILE`. */
  readonly id: number;
  readonly title: string;
  readonly subtitle: string;
  readonly category: string;
  readonly keywords: string;
  /** The option values a product comes in ('8x12', 'XL', 'মাপ'), so '8x12 frame' finds the frame. */
  readonly options: string;
}

/** One form for every way of typing a letter: Bengali 'য়' is one code point or two. */
export const processTerm = (term: string) => term.normalize('NFKC').toLowerCase();
/** The last word of a query also matches as a prefix ('visi' finds visiting cards as you type). */
export const prefix: SearchOptions['prefix'] = (term, i, terms) => i === terms.length - 1 && term.length >= 2;
/** Typos in ordinary words; none for very long 'words' (a pasted code), which would be slow to compare. */
export const fuzzy: SearchOptions['fuzzy'] = (term) =>
  term.length < 4 || term.length > 14 ? 0 : term.length >= 7 ? 2 : 1;

/** The index's options, the same when the build makes it and when a browser loads its shards. */
export const indexOptions: Options<SearchDocument> = {
  fields: ['title', 'subtitle', 'category', 'keywords', 'options'],
  processTerm,
  searchOptions: {
    boost: { title: 3, category: 2, keywords: 2, subtitle: 1, options: 1 },
    combineWith: 'AND',
    prefix,
    fuzzy,
  },
};

/**
 * The directory's own index: one 'document' per term shard, whose words are the terms the
 * shard holds. Searched with the query and the same prefix and typo rules, it names the
 * shards of every word the query can match (MiniSearch itself decides which).
 */
export const wordsOptions: Options<{ id: number; words: string }> = {
  fields: ['words'],
  // The words are the index's own terms, already split and normalised.
  tokenize: (text) => text.split('\n'),
  processTerm: (term) => term,
  searchOptions: {
    tokenize: MiniSearch.getDefault('tokenize') as (text: string) => string[],
    processTerm,
    prefix,
    fuzzy,
    combineWith: 'OR',
  },
};

/** What every file of one build's sharded index shares, and the words that lead to its shards. */
export interface SearchDirectory {
  /** A hash of the whole index: each shard and row file carries it, so files of two builds never mix. */
  readonly version: string;
  /** The whole index's statistics, which every query's ranking uses (MiniSearch's saved form). */
  readonly stats: Pick<
    AsPlainObject,
    'documentCount' | 'nextId' | 'fieldIds' | 'averageFieldLength' | 'serializationVersion'
  >;
  /**
   * Every product's field lengths in words, product after product (catalogue position × field count + field id):
   * BM25 weighs a match by them. Held once here rather than in each shard that names the product.
   */
  readonly fieldLengths: readonly number[];
  /** Products per row file ({@link SEARCH_ROWS_PER_FILE} when built). */
  readonly rowsPerFile: number;
  /** How many term shards the index has (`t0` … `t{termShards − 1}`). */
  readonly termShards: number;
  /** How many row files the index has (`r0` … `r{rowFiles − 1}`), ⌈products / rowsPerFile⌉. */
  readonly rowFiles: number;
  /** A MiniSearch index (saved form) of the term shards: which shard holds which word. */
  readonly words: AsPlainObject;
  /**
   * Which category lists each product, product after product in catalogue order, run-length
   * coded: a catalogue's products mostly come a category at a time (20,000 products: 17 runs).
   * With it a row can be read from its category's listing index (`listingPlaceOf`), which a
   * site may keep where it keeps no row file (offline: the storefront's service worker saves
   * every category's index, not the rows).
   */
  readonly listings: SearchListings;
}

/** Which category lists each product ({@link SearchDirectory.listings}). */
export interface SearchListings {
  /** Each category's slug once, in the order first met in the catalogue ('custom-mugs'). */
  readonly slugs: readonly string[];
  /**
   * Runs of products in catalogue order, flat pairs: the slug's number in `slugs` (−1 for a
   * product in no category) and how many products in a row it lists (`[0, 120, 1, 48]`: the
   * first 120 products in the first category, the next 48 in the second).
   */
  readonly runs: readonly number[];
}

/** Where a category's listing index holds a product ({@link listingPlaceOf}). */
export interface ListingPlace {
  /** The category's slug ('custom-mugs'). */
  readonly slug: string;
  /** The product's place among the category's products in catalogue order, from 0. */
  readonly index: number;
  /** How many products the category lists in all: its index holds exactly these. */
  readonly count: number;
}

/**
 * Where the listing index of its category holds the product at catalogue `position` (a
 * search result's id): its category, its place among the category's products in catalogue
 * order (the order of the storefront's `products.json`), and the category's product count.
 * @returns undefined for a product in no category, or a position past the catalogue's end.
 */
export function listingPlaceOf({ slugs, runs }: SearchListings, position: number): ListingPlace | undefined {
  const before = new Map<number, number>();
  let start = 0;
  let place: { category: number; index: number } | undefined;
  for (let i = 0; i + 1 < runs.length; i += 2) {
    const category = runs[i]!;
    const length = runs[i + 1]!;
    const seen = before.get(category) ?? 0;
    if (!place && position >= start && position < start + length) place = { category, index: seen + position - start };
    before.set(category, seen + length);
    start += length;
  }
  const slug = place ? slugs[place.category] : undefined;
  return place && slug !== undefined ? { slug, index: place.index, count: before.get(place.category)! } : undefined;
}

/** The run-length {@link SearchListings} of `categorySlugs`, one per product in catalogue order (null: none). */
export function searchListings(categorySlugs: readonly (string | null)[]): SearchListings {
  const slugs: string[] = [];
  const runs: number[] = [];
  for (const slug of categorySlugs) {
    let category = slug === null ? -1 : slugs.indexOf(slug);
    if (slug !== null && category === -1) category = slugs.push(slug) - 1;
    if (runs.length > 0 && runs[runs.length - 2] === category) runs[runs.length - 1]! += 1;
    else runs.push(category, 1);
  }
  return { slugs, runs };
}

/** One term shard: a share of the index's words, with their postings. */
export interface SearchTermShard {
  /** The index's {@link SearchDirectory.version}. */
  readonly version: string;
  /** MiniSearch's saved postings of the shard's words (the products by catalogue position). */
  readonly index: AsPlainObject['index'];
}

/**
 * One row file: the products at catalogue positions `n × rowsPerFile` onwards, in catalogue
 * order (`buildSearchIndex` writes them whole, with their translations; a site may write each
 * language's `ListedProduct`s instead, at the same positions).
 */
export interface SearchRows<P = Product> {
  /** The index's {@link SearchDirectory.version}. */
  readonly version: string;
  /** At most `rowsPerFile` products, the first at catalogue position `n × rowsPerFile`. */
  readonly products: readonly P[];
}

/** A sharded index, as the build writes it: `directory`, then term shard n and row file n. */
export interface SearchIndexFiles {
  /** The directory: read once, before any query. */
  readonly directory: SearchDirectory;
  /** Term shard n at index n. */
  readonly termShards: readonly SearchTermShard[];
  /** Row file n at index n: the whole products, with their translations. */
  readonly rowFiles: readonly SearchRows[];
}

/** How a sharded search gets its files: by fetch in a browser, from memory in tests. Each may reject. */
export interface SearchFileLoader<P = Product> {
  /** Term shard `shard` (0 to `termShards` − 1). */
  termShard(shard: number): Promise<SearchTermShard>;
  /** Row file `file` (0 to `rowFiles` − 1). */
  rows(file: number): Promise<SearchRows<P>>;
}

/** A shard or row file from another build than the directory's (a deployment between two requests). */
export class SearchIndexVersionError extends Error {
  /** @param expected - the directory's version; @param found - the file's. */
  constructor(expected: string, found: string) {
    super(`The search index changed (${expected} → ${found}): load it again`);
    this.name = 'SearchIndexVersionError';
  }
}

/** How many term shards an index of `productCount` products is cut into: ⌈N / 200⌉, at least 1. */
export function searchTermShardCount(productCount: number): number {
  return Math.max(1, Math.ceil(productCount / PRODUCTS_PER_TERM_SHARD));
}

/** How many row files an index of `productCount` products has: ⌈N / 24⌉, at least 1. */
export function searchRowFileCount(productCount: number): number {
  return Math.max(1, Math.ceil(productCount / SEARCH_ROWS_PER_FILE));
}
