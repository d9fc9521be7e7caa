import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './data';
import { createProductSearch } from './search';

const shop = loadShopData(giftShopDataDir);
const search = createProductSearch(shop.catalogue, shop.search);
/** The categories of the top `n` results. */
const categoriesOf = (query: string, n = 3) => [
  ...new Set(
    search
      .search(query)
      .slice(0, n)
      .map((product) => product.categorySlug),
  ),
];

describe('product search', () => {
  it('ranks title matches first', () => {
    expect(search.search('white photo mug')[0]?.title).toBe('White Photo Mug');
    expect(search.search('standee')[0]?.categorySlug).toBe('standees');
  });

  it('finds a product by the sizes it comes in', () => {
    const titles = search.search('12x18 frame').map((product) => product.title);
    expect(titles.slice(0, 2).sort()).toEqual(['LED Photo Frame', 'Photo Frame']);
    expect(search.search('xxl t-shirt').length).toBeGreaterThan(0);
  });

  it("finds what shoppers call things by the shop's synonyms", () => {
    expect(categoriesOf('visiting card')).toEqual(['business-cards']);
    // 'cup' also finds the Gold Cup Trophy, rightly; all four mugs come with it.
    expect(search.search('cup').filter((product) => product.categorySlug === 'custom-mugs')).toHaveLength(4);
    expect(categoriesOf('coffee mug')).toEqual(['custom-mugs']);
    expect(categoriesOf('flex')).toEqual(['banners']);
    expect(categoriesOf('hoarding')).toEqual(['banners']);
    expect(categoriesOf('wedding card', 1)).toEqual(['invitation-card']);
    expect(categoriesOf('lanyard')).toEqual(['id-cards']);
    expect(categoriesOf('identity card')).toEqual(['id-cards']);
    expect(new Set(search.search('nameplate').map((product) => product.categorySlug))).toEqual(
      new Set(['tiles', 'standees']),
    );
  });

  it('tolerates typos', () => {
    expect(categoriesOf('mugg')).toEqual(['custom-mugs']);
    expect(categoriesOf('bussiness card')).toEqual(['business-cards']);
    expect(categoriesOf('calender')).toEqual(['calendar']);
  });

  it('matches the last word as a prefix, so results show while typing', () => {
    expect(categoriesOf('visi')).toEqual(['business-cards']);
    expect(search.search('phot fra').length).toBeGreaterThan(0);
  });

  it('finds nothing for nothing, and for words the shop does not sell', () => {
    expect(search.search('')).toEqual([]);
    expect(search.search('   ')).toEqual([]);
    expect(search.search('bicycle')).toEqual([]);
  });

  it('searches only the first eight words of a pasted paragraph, so it stays quick', () => {
    expect(categoriesOf('visiting card '.repeat(40))).toEqual(['business-cards']);
  });

  it('never throws, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (query) => {
        expect(Array.isArray(search.search(query))).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('product search in Bengali', () => {
  const titlesOf = (query: string, n = 3) =>
    search
      .search(query)
      .slice(0, n)
      .map((product) => product.sku);

  it('finds products by their Bengali titles and category names', () => {
    expect(titlesOf('সাদা ফটো মগ', 1)).toEqual(['custom-mugs-1']);
    expect(categoriesOf('ভিজিটিং কার্ড')).toEqual(['business-cards']);
    expect(categoriesOf('আইডি কার্ড')).toEqual(['id-cards']);
  });

  it('finds what Bengali shoppers call things, in Bengali script and romanised', () => {
    expect(categoriesOf('মগ')).toEqual(['custom-mugs']);
    expect(categoriesOf('ব্যানার', 1)).toEqual(['banners']);
    expect(categoriesOf('ফ্লেক্স', 1)).toEqual(['banners']);
    expect(titlesOf('বিয়ের কার্ড', 1)).toEqual(['invitation-card-1']);
    expect(categoriesOf('biyer card')).toEqual(['invitation-card']);
    expect(categoriesOf('annaprashan card', 1)).toEqual(['invitation-card']);
  });

  it("reads 'য়' the same whether it was typed as one code point or two", () => {
    const composed = 'বি\u09DFের কার্ড';
    const decomposed = 'বি\u09AF\u09BCের কার্ড';
    expect(titlesOf(composed, 1)).toEqual(titlesOf(decomposed, 1));
    expect(titlesOf(composed, 1)).toEqual(['invitation-card-1']);
  });
});
