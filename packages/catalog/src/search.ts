/**
 * Product search: MiniSearch over each product's title, subtitle and category
 * name, in every language the catalogue has them ('সাদা ফটো মগ', 'ভিজিটিং
 * কার্ড'), plus the shop's synonyms ('visiting card', 'মগ', romanised 'biyer card'),
 * tolerant of typos ('mugg', 'bussiness card'). Synonyms are data (`search.yaml`), so
 * another language's words are added as data too. Import from `@storefront/catalog/search`, so only the
 * pages that search load MiniSearch.
 */
import MiniSearch from 'minisearch';
import type { Catalogue, Product } from './model';

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

/** A product search over one catalogue. */
export interface ProductSearch {
  /**
   * The products that match `query`, best first, at most `limit` (default 24). An empty
   * or blank query finds nothing. Never throws, whatever the query holds.
   */
  search(query: string, limit?: number): Product[];
}

/** Longest query searched, in characters; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
/** Most words of a query searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 8;

interface SearchDocument {
  readonly id: string;
  readonly title: string;
  readonly subtitle: string;
  readonly category: string;
  readonly keywords: string;
  /** The option values a product comes in ('8x12', 'XL', 'মাপ'), so '8x12 frame' finds the frame. */
  readonly options: string;
}

/**
 * Builds the search for `catalogue` with the shop's `data` (synonyms). Title counts
 * most, then the category and synonyms, then the subtitle; the last word of a query also
 * matches as a prefix ('visi' finds visiting cards as you type), and words of four
 * letters or more may be one or two letters off.
 */
export function createProductSearch(catalogue: Catalogue, data: SearchData = { synonyms: [] }): ProductSearch {
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
  const keywordsOf = (slug: string | null) =>
    data.synonyms
      .filter((synonym) => slug !== null && synonym.categories.includes(slug))
      .flatMap((synonym) => synonym.terms)
      .join(' | ');
  const documents: SearchDocument[] = catalogue.products.map((product) => ({
    id: product.sku,
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
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'subtitle', 'category', 'keywords', 'options'],
    // One form for every way of typing a letter: Bengali 'য়' is one code point or two.
    processTerm: (term) => term.normalize('NFKC').toLowerCase(),
    searchOptions: {
      boost: { title: 3, category: 2, keywords: 2, subtitle: 1, options: 1 },
      combineWith: 'AND',
      prefix: (term, i, terms) => i === terms.length - 1 && term.length >= 2,
      // Typos in ordinary words; none for very long 'words' (a pasted code), which would be slow to compare.
      fuzzy: (term) => (term.length < 4 || term.length > 14 ? 0 : term.length >= 7 ? 2 : 1),
    },
  });
  index.addAll(documents);
  const bySku = new Map(catalogue.products.map((product) => [product.sku, product]));

  return {
    search(query, limit = 24) {
      // A search is a few words: keep the first eight (of at most 100 characters), so a
      // pasted paragraph cannot make a phone search for seconds.
      const text = query
        .normalize('NFKC')
        .trim()
        .slice(0, MAX_QUERY_LENGTH)
        .split(/\s+/)
        .slice(0, MAX_QUERY_WORDS)
        .join(' ');
      if (text === '') return [];
      let results = index.search(text);
      // Every word must match; if none does that way, any word may (a long query with one odd word).
      if (results.length === 0) results = index.search(text, { combineWith: 'OR' });
      return results
        .slice(0, limit)
        .map((result) => bySku.get(String(result.id)))
        .filter((product): product is Product => product !== undefined);
    },
  };
}
