/**
 * Builds the sharded search index (ADR 0009): MiniSearch's own index over every language's
 * words, cut into a directory, term shards and row files (`searchFiles.ts`).
 */
import MiniSearch from 'minisearch';
import type { Catalogue } from './model';
import type { SearchData } from './search';
import {
  indexOptions,
  searchListings,
  searchRowFileCount,
  searchTermShardCount,
  SEARCH_ROWS_PER_FILE,
  wordsOptions,
  type SearchDocument,
  type SearchIndexFiles,
  type SearchRows,
  type SearchTermShard,
} from './searchFiles';
import { productShardOf } from './shards';

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
      listings: searchListings(catalogue.products.map((product) => product.categorySlug)),
    },
    termShards,
    rowFiles,
  };
}
