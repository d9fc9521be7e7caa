import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './data';
import { searchListings } from './searchFiles';
import MiniSearch from 'minisearch';
import { productsInCategory } from './selectors';
import {
  buildSearchIndex,
  createProductSearch,
  createShardedSearch,
  listingPlaceOf,
  SearchIndexVersionError,
  type SearchFileLoader,
  type SearchIndexFiles,
} from './search';

const shop = loadShopData(giftShopDataDir);
const search = createProductSearch(shop.catalogue, shop.search);
/** The categories of the top `n` results. */
const categoriesOf = async (query: string, n = 3) => [
  ...new Set((await search.search(query)).slice(0, n).map((product) => product.categorySlug)),
];

describe('product search', () => {
  it('ranks title matches first', async () => {
    expect((await search.search('white photo mug'))[0]?.title).toBe('White Photo Mug');
    expect((await search.search('standee'))[0]?.categorySlug).toBe('standees');
  });

  it('finds a product by the sizes it comes in', async () => {
    const titles = (await search.search('12x18 frame')).map((product) => product.title);
    expect(titles.slice(0, 2).sort()).toEqual(['LED Photo Frame', 'Photo Frame']);
    expect((await search.search('xxl t-shirt')).length).toBeGreaterThan(0);
  });

  it("finds what shoppers call things by the shop's synonyms", async () => {
    expect(await categoriesOf('visiting card')).toEqual(['business-cards']);
    // 'cup' also finds the Gold Cup Trophy, rightly; all four mugs come with it.
    expect((await search.search('cup')).filter((product) => product.categorySlug === 'custom-mugs')).toHaveLength(4);
    expect(await categoriesOf('coffee mug')).toEqual(['custom-mugs']);
    expect(await categoriesOf('flex')).toEqual(['banners']);
    expect(await categoriesOf('hoarding')).toEqual(['banners']);
    expect(await categoriesOf('wedding card', 1)).toEqual(['invitation-card']);
    expect(await categoriesOf('lanyard')).toEqual(['id-cards']);
    expect(await categoriesOf('identity card')).toEqual(['id-cards']);
    expect(new Set((await search.search('nameplate')).map((product) => product.categorySlug))).toEqual(
      new Set(['tiles', 'standees']),
    );
  });

  it('tolerates typos', async () => {
    expect(await categoriesOf('mugg')).toEqual(['custom-mugs']);
    expect(await categoriesOf('bussiness card')).toEqual(['business-cards']);
    expect(await categoriesOf('calender')).toEqual(['calendar']);
  });

  it('matches the last word as a prefix, so results show while typing', async () => {
    expect(await categoriesOf('visi')).toEqual(['business-cards']);
    expect((await search.search('phot fra')).length).toBeGreaterThan(0);
  });

  it('finds nothing for nothing, and for words the shop does not sell', async () => {
    expect(await search.search('')).toEqual([]);
    expect(await search.search('   ')).toEqual([]);
    expect(await search.search('bicycle')).toEqual([]);
  });

  it('searches only the first eight words of a pasted paragraph, so it stays quick', async () => {
    expect(await categoriesOf('visiting card '.repeat(40))).toEqual(['business-cards']);
  });

  it('never throws, whatever is typed', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (query) => {
        expect(Array.isArray(await search.search(query))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('product search in Bengali', () => {
  const titlesOf = async (query: string, n = 3) =>
    (await search.search(query)).slice(0, n).map((product) => product.sku);

  it('finds products by their Bengali titles and category names', async () => {
    expect(await titlesOf('সাদা ফটো মগ', 1)).toEqual(['custom-mugs-1']);
    expect(await categoriesOf('ভিজিটিং কার্ড')).toEqual(['business-cards']);
    expect(await categoriesOf('আইডি কার্ড')).toEqual(['id-cards']);
  });

  it('finds what Bengali shoppers call things, in Bengali script and romanised', async () => {
    expect(await categoriesOf('মগ')).toEqual(['custom-mugs']);
    expect(await categoriesOf('ব্যানার', 1)).toEqual(['banners']);
    expect(await categoriesOf('ফ্লেক্স', 1)).toEqual(['banners']);
    expect(await titlesOf('বিয়ের কার্ড', 1)).toEqual(['invitation-card-1']);
    expect(await categoriesOf('biyer card')).toEqual(['invitation-card']);
    expect(await categoriesOf('annaprashan card', 1)).toEqual(['invitation-card']);
  });

  it("reads 'য়' the same whether it was typed as one code point or two", async () => {
    const composed = 'বি\u09DFের কার্ড';
    const decomposed = 'বি\u09AF\u09BCের কার্ড';
    expect(await titlesOf(composed, 1)).toEqual(await titlesOf(decomposed, 1));
    expect(await titlesOf(composed, 1)).toEqual(['invitation-card-1']);
  });
});

describe('product search over a sharded index (ADR 0009)', () => {
  /** A loader over built files that counts what each search fetches. */
  const loaderOf = (built: SearchIndexFiles) => {
    const fetched: string[] = [];
    const loader: SearchFileLoader = {
      termShard: (n) => (fetched.push(`t${n}`), Promise.resolve(built.termShards[n]!)),
      rows: (n) => (fetched.push(`r${n}`), Promise.resolve(built.rowFiles[n]!)),
    };
    return { loader, fetched };
  };
  const whole = buildSearchIndex(shop.catalogue, shop.search, { termShards: 1 });
  const cut = buildSearchIndex(shop.catalogue, shop.search, { termShards: 12 });
  const wholeSearch = createShardedSearch(whole.directory, loaderOf(whole).loader);

  it('ranks exactly as the whole index does, whatever the cut', async () => {
    expect(cut.termShards).toHaveLength(12);
    // Every seventh word of the index, its first three letters, and a typo in it.
    const words = whole.termShards[0]!.index.map(([term]) => term).filter((_, i) => i % 7 === 0);
    const queries = [
      ...words,
      ...words.map((word) => word.slice(0, 3)),
      // A typo in each word long enough to allow one.
      ...words.filter((word) => word.length >= 5).map((word) => `${word.slice(0, 2)}x${word.slice(3)}`),
      'white photo mug',
      'visiting card',
      'bussiness card',
      'phot fra',
      'বিয়ের কার্ড',
      'biyer card',
    ];
    const cutSearch = createShardedSearch(cut.directory, loaderOf(cut).loader);
    for (const query of queries) {
      const skus = async (found: Promise<{ sku: string }[]>) => (await found).map(({ sku }) => sku);
      expect(await skus(cutSearch.search(query, 48)), query).toEqual(await skus(wholeSearch.search(query, 48)));
    }
  });

  it('fetches only the shards of the words a query can match, and the rows of its results', async () => {
    const { loader, fetched } = loaderOf(cut);
    const found = await createShardedSearch(cut.directory, loader).search('standee', 4);
    expect(found.map(({ categorySlug }) => categorySlug)).toContain('standees');
    const shards = fetched.filter((file) => file.startsWith('t'));
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.length).toBeLessThanOrEqual(3);
    // Four results, in at most four row files of 24 products.
    expect(fetched.filter((file) => file.startsWith('r')).length).toBeLessThanOrEqual(4);
  });

  it('refuses a file of another build, and fetches a failed file again on the next search', async () => {
    const other = createShardedSearch(cut.directory, {
      termShard: (n) => Promise.resolve({ ...cut.termShards[n]!, version: 'another' }),
      rows: (n) => Promise.resolve(cut.rowFiles[n]!),
    });
    await expect(other.search('mug')).rejects.toBeInstanceOf(SearchIndexVersionError);

    let offline = true;
    const flaky = createShardedSearch(cut.directory, {
      termShard: (n) =>
        offline ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(cut.termShards[n]!),
      rows: (n) => Promise.resolve(cut.rowFiles[n]!),
    });
    await expect(flaky.search('mug')).rejects.toThrow('Failed to fetch');
    offline = false;
    expect((await flaky.search('mug')).length).toBeGreaterThan(0);
  });

  it('cuts the same catalogue into the same files, and its shards hold the whole index', () => {
    expect(JSON.stringify(buildSearchIndex(shop.catalogue, shop.search, { termShards: 12 }))).toBe(JSON.stringify(cut));
    const terms = (built: SearchIndexFiles) => built.termShards.flatMap((shard) => shard.index.map(([term]) => term));
    expect(terms(cut)).toEqual(terms(whole));
    // The directory's own index is MiniSearch's saved form.
    expect(MiniSearch.loadJS(cut.directory.words, { fields: ['words'] }).documentCount).toBe(12);
    expect(cut.rowFiles.flatMap((file) => file.products)).toEqual(shop.catalogue.products);
  });

  it("says where each result's category index lists it, so a row can be read from the category", () => {
    const { listings } = cut.directory;
    // The gift shop's 78 products come a category at a time: one run each.
    expect(listings.runs.length / 2).toBe(listings.slugs.length);
    shop.catalogue.products.forEach((product, position) => {
      const place = listingPlaceOf(listings, position);
      const listed = productsInCategory(shop.catalogue, product.categorySlug!);
      expect(place, product.sku).toEqual({
        slug: product.categorySlug,
        index: listed.indexOf(product),
        count: listed.length,
      });
    });
    expect(listingPlaceOf(listings, shop.catalogue.products.length)).toBeUndefined();
  });

  it('codes interleaved categories and products in none as runs, and places them', () => {
    const listings = searchListings(['mugs', 'mugs', 'cards', null, 'mugs', 'cards', 'cards']);
    expect(listings).toEqual({ slugs: ['mugs', 'cards'], runs: [0, 2, 1, 1, -1, 1, 0, 1, 1, 2] });
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((position) => listingPlaceOf(listings, position))).toEqual([
      { slug: 'mugs', index: 0, count: 3 },
      { slug: 'mugs', index: 1, count: 3 },
      { slug: 'cards', index: 0, count: 3 },
      undefined,
      { slug: 'mugs', index: 2, count: 3 },
      { slug: 'cards', index: 1, count: 3 },
      { slug: 'cards', index: 2, count: 3 },
      undefined,
    ]);
  });
});
