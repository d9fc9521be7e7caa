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
import MiniSearch, { type AsPlainObject, type Options, type SearchOptions } from 'minisearch';
import type { Catalogue, Product } from './model';
import { productShardOf } from './shards';

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

/** Longest query searched, in characters; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
/** Most words of a query searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;
/** Products per row file of a sharded index (ADR 0009): about 24 results' cards in one request. */
export const SEARCH_ROWS_PER_FILE = 24;
/** Products per term shard of a sharded index (ADR 0009): 20,000 products make 100 shards. */
export const PRODUCTS_PER_TERM_SHARD = 200;

interface SearchDocument {
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
const processTerm = (term: string) => term.normalize('NFKC').toLowerCase();
/** The last word of a query also matches as a prefix ('visi' finds visiting cards as you type). */
const prefix: SearchOptions['prefix'] = (term, i, terms) => i === terms.length - 1 && term.length >= 2;
/** Typos in ordinary words; none for very long 'words' (a pasted code), which would be slow to compare. */
const fuzzy: SearchOptions['fuzzy'] = (term) => (term.length < 4 || term.length > 14 ? 0 : term.length >= 7 ? 2 : 1);

/** The index's options, the same when the build makes it and when a browser loads its shards. */
const indexOptions: Options<SearchDocument> = {
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
const wordsOptions: Options<{ id: number; words: string }> = {
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

/** The documents MiniSearch indexes: every language's words of each product, and the synonyms of its category. */
function searchDocuments(catalogue: Catalogue, data: SearchData): SearchDocument[] {
  // Every language's words side by side: a Bengali reader may type Bengali on any page.
  const inAllLanguages = <T>(own: T, translations: Readonly<Partial<Record<string, T>>> | undefined): T[] => [
    own,
    ...Object.values(translations ?? {}).filter((text): text is T => text !== undefined),
  ];
  const categoryNames = new Map(
    catalogue.categories.map((category) => [
      category.slug,
      inAllLanguages<{ name: string }>(category, category.translations)
        .map((text) => text.name)
        .join(' | '),
    ]),
  );
  const keywords = new Map<string, string>();
  const keywordsOf = (slug: string | null) => {
    if (slug === null) return '';
    let found = keywords.get(slug);
    if (found === undefined) {
      found = data.synonyms
        .filter((synonym) => synonym.categories.includes(slug))
        .flatMap((synonym) => synonym.terms)
        .join(' | ');
      keywords.set(slug, found);
    }
    return found;
  };
  return catalogue.products.map((product, id) => ({
    id,
    title: inAllLanguages<{ title: string }>(product, product.translations)
      .map((text) => text.title)
      .join(' | '),
    subtitle: inAllLanguages<{ subtitle: string }>(product, product.translations)
      .map((text) => text.subtitle)
      .join(' | '),
    category: product.categorySlug === null ? '' : (categoryNames.get(product.categorySlug) ?? ''),
    keywords: keywordsOf(product.categorySlug),
    options: [
      ...(product.options ?? []),
      ...Object.values(product.translations ?? {}).flatMap((text) => text?.options ?? []),
    ]
      .flatMap((option) => option.values)
      .join(' | '),
  }));
}

/**
 * Builds the sharded search index of `catalogue` (with its translations) and the shop's
 * `data` (synonyms), ADR 0009. Title counts most, then the category and synonyms, then the
 * subtitle; the last word of a query also matches as a prefix, and words of four letters
 * or more may be one or two letters off. The words are cut, in alphabetical order, into
 * {@link searchTermShardCount} shards of about equal size, so a prefix's words sit in one
 * or two shards; the products into row files of {@link SEARCH_ROWS_PER_FILE}, in catalogue
 * order, so the results of a query (mostly of a few categories) come in few files.
 * Deterministic: the same catalogue gives the same files.
 */
export function buildSearchIndex(
  catalogue: Catalogue,
  data: SearchData = { synonyms: [] },
  /** `termShards`: how many term shards to cut (default {@link searchTermShardCount}; a shard may be empty). */
  { termShards: shardCount = searchTermShardCount(catalogue.products.length) }: { termShards?: number } = {},
): SearchIndexFiles {
  const index = new MiniSearch<SearchDocument>(indexOptions);
  index.addAll(searchDocuments(catalogue, data));
  const saved = index.toJSON();
  // A product's short id is its catalogue position, so shards need not carry the id map.
  for (const [shortId, id] of Object.entries(saved.documentIds)) {
    if (Number(shortId) !== id) throw new Error(`buildSearchIndex: product ${String(id)} got short id ${shortId}`);
  }
  const version = productShardOf(JSON.stringify(saved), 0x7fffffff).toString(36);
  const entries = [...saved.index].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const sizes = entries.map((entry) => JSON.stringify(entry).length);
  const total = sizes.reduce((sum, size) => sum + size, 0);
  const count = Math.max(1, Math.floor(shardCount));
  // Cut where the running size passes each 1/count of the whole.
  const cuts: (typeof entries)[] = Array.from({ length: count }, () => []);
  let running = 0;
  entries.forEach((entry, i) => {
    const shard = Math.min(count - 1, Math.floor((running / total) * count));
    cuts[shard]!.push(entry);
    running += sizes[i]!;
  });
  const termShards = cuts.map((shardEntries): SearchTermShard => ({ version, index: shardEntries }));
  const fieldCount = Object.keys(saved.fieldIds).length;
  const fieldLengths = catalogue.products.flatMap(
    (_, id) => saved.fieldLength[id] ?? Array<number>(fieldCount).fill(0),
  );
  const words = new MiniSearch(wordsOptions);
  words.addAll(cuts.map((shardEntries, id) => ({ id, words: shardEntries.map(([term]) => term).join('\n') })));
  const rowFiles = Array.from({ length: searchRowFileCount(catalogue.products.length) }, (_, file): SearchRows => ({
    version,
    products: catalogue.products.slice(file * SEARCH_ROWS_PER_FILE, (file + 1) * SEARCH_ROWS_PER_FILE),
  }));
  const { documentCount, nextId, fieldIds, averageFieldLength, serializationVersion } = saved;
  return {
    directory: {
      version,
      stats: { documentCount, nextId, fieldIds, averageFieldLength, serializationVersion },
      fieldLengths,
      rowsPerFile: SEARCH_ROWS_PER_FILE,
      termShards: termShards.length,
      rowFiles: rowFiles.length,
      words: words.toJSON(),
    },
    termShards,
    rowFiles,
  };
}

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
  const fieldCount = Object.keys(directory.stats.fieldIds).length;
  const once = <T extends { version: string }>(
    cache: Map<number, Promise<T>>,
    n: number,
    load: (n: number) => Promise<T>,
  ) => {
    let file = cache.get(n);
    if (!file) {
      file = load(n).then((loaded) => {
        if (loaded.version !== directory.version) throw new SearchIndexVersionError(directory.version, loaded.version);
        return loaded;
      });
      const forgotten = file;
      forgotten.catch(() => cache.get(n) === forgotten && cache.delete(n));
      cache.set(n, file);
    }
    return file;
  };
  const shards = new Map<number, Promise<SearchTermShard>>();
  const rows = new Map<number, Promise<SearchRows<P>>>();

  return {
    async search(query, limit = 24) {
      const text = searchedText(query);
      if (text === '') return [];
      const needed = words.search(text).map((result) => Number(result.id));
      if (needed.length === 0) return [];
      const loaded = await Promise.all(needed.map((n) => once(shards, n, (shard) => files.termShard(shard))));
      // The shards' postings in one index with the whole index's statistics: the same scores as the whole.
      const entries = loaded.flatMap((shard) => shard.index);
      const documentIds: AsPlainObject['documentIds'] = {};
      const fieldLength: AsPlainObject['fieldLength'] = {};
      for (const [, fields] of entries) {
        for (const postings of Object.values(fields)) {
          for (const shortId of Object.keys(postings)) {
            if (shortId in documentIds) continue;
            const id = Number(shortId);
            documentIds[shortId] = id;
            fieldLength[shortId] = directory.fieldLengths.slice(id * fieldCount, (id + 1) * fieldCount);
          }
        }
      }
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
          [...new Set(ids.map(fileOf))].map(async (n) => [n, await once(rows, n, (file) => files.rows(file))] as const),
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
