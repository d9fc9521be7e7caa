import * as english from 'virtual:shop-data';
import * as bengali from 'virtual:shop-data/bn-IN';
import { productShardCount, productShardOf, relatedProducts } from '@storefront/catalog';
import { describe, expect, it } from 'vitest';
import {
  aboutPageData,
  categoryIndexData,
  categoryPageData,
  homePageData,
  productPageAt,
  resolveShop,
  type Shop,
} from './shopData';
import { productShardData, productShardPath } from './productShards';

const en = resolveShop(english, {});
const bn = resolveShop(bengali, {});

describe("each page's own data", () => {
  it('gives a product page its product, the message-language twin, its category and four more', () => {
    const page = productPageAt(bn, en, 'custom-mugs', 'white-photo-mug')!;
    expect(page.product.title).toBe('সাদা ফটো মগ');
    expect(page.messageProduct.title).toBe('White Photo Mug');
    expect(page.messageProduct.sku).toBe(page.product.sku);
    expect(page.category).toEqual({ slug: 'custom-mugs', name: expect.any(String), scrollToTopOnOpen: true });
    expect(page.related.length).toBeGreaterThan(0);
    expect(page.related.length).toBeLessThanOrEqual(4);
    expect(page.related.map((product) => product.sku)).not.toContain(page.product.sku);
    expect(page.content.photoNote).toBeTruthy();
    expect(productPageAt(en, en, 'custom-mugs', 'no-such-mug')).toBeUndefined();
  });

  it("gives a category page only that category's products, and the banner page its calculator product", () => {
    const mugs = categoryPageData(en, en, 'custom-mugs')!;
    expect(mugs.layout).toBe('listing');
    if (mugs.layout === 'listing') {
      expect(mugs.products.length).toBeGreaterThan(0);
      expect(mugs.products.every((product) => product.categorySlug === 'custom-mugs')).toBe(true);
      expect(mugs.products.length).toBeLessThan(en.catalogue.products.length / 4);
    }
    expect(categoryPageData(en, en, 'Calendar')?.category.slug).toBe('calendar');
    const banners = categoryPageData(en, en, 'banners')!;
    expect(banners.layout).toBe('area-calculator');
    if (banners.layout === 'area-calculator') expect(banners.page.product.price.kind).toBe('per-area');
    expect(categoryPageData(en, en, 'no-such-category')).toBeUndefined();
  });

  it('cuts a long category into pages of 48, and gives its index every product', () => {
    // The gift shop's mugs, copied to 100 under new SKUs: pages of 48, 48 and 4.
    const mugs = en.catalogue.products.filter((product) => product.categorySlug === 'custom-mugs');
    const many = Array.from({ length: 100 }, (_, index) => ({
      ...mugs[index % mugs.length]!,
      sku: `MUG-${index}`,
      slug: `mug-${index}`,
    }));
    const big: Shop = { ...en, catalogue: { ...en.catalogue, products: many } };
    const pages = [1, 2, 3].map((page) => categoryPageData(big, big, 'custom-mugs', page));
    expect(pages.map((page) => (page?.layout === 'listing' ? page.products.length : -1))).toEqual([48, 48, 4]);
    expect(pages.map((page) => page?.layout === 'listing' && [page.page, page.pageCount, page.totalCount])).toEqual([
      [1, 3, 100],
      [2, 3, 100],
      [3, 3, 100],
    ]);
    const second = pages[1]!;
    expect(second.layout).toBe('listing');
    expect(second.layout === 'listing' && second.products[0]?.sku).toBe('MUG-48');
    // Past the last page, page 0, and a page number on the size calculator: no page.
    expect(categoryPageData(big, big, 'custom-mugs', 4)).toBeUndefined();
    expect(categoryPageData(big, big, 'custom-mugs', 0)).toBeUndefined();
    expect(categoryPageData(en, en, 'banners', 2)).toBeUndefined();
    // The real shop's categories fit on one page.
    const real = categoryPageData(en, en, 'custom-mugs');
    expect(real?.layout === 'listing' && [real.page, real.pageCount]).toEqual([1, 1]);
    expect(categoryIndexData(big, 'Custom-Mugs')?.products).toHaveLength(100);
    // A listing carries each product's first picture and no detail lines: its own page has them.
    const gallery = en.catalogue.products.find((product) => product.images.length > 1 && product.categorySlug)!;
    const listed = categoryIndexData(en, gallery.categorySlug!)!.products.find(
      (product) => product.sku === gallery.sku,
    )!;
    // Its first picture, without alt text: the card's title names it.
    expect(listed.images).toEqual(gallery.images.slice(0, 1).map((picture) => ({ ...picture, alt: '' })));
    expect(listed.details).toEqual([]);
    expect(listed.title).toBe(gallery.title);
    // A product with options comes without its variants, priced from its cheapest, flagged.
    const frame = categoryPageData(en, en, 'photo-frames');
    const withOptions = frame?.layout === 'listing' ? frame.products.find((product) => product.withOptions) : undefined;
    expect(withOptions).toMatchObject({ priceFrom: true, price: { kind: 'fixed', unitPaise: 13000 } });
    expect(withOptions).not.toHaveProperty('variants');
    expect(categoryIndexData(big, 'no-such-category')).toBeUndefined();
  });

  it('gives the home page its eleven featured gifts and the about page its words', () => {
    expect(homePageData(en).featured).toHaveLength(11);
    expect(homePageData(bn).home.hero?.heading).toBe('ছাপিয়ে নিন, উপহার দিন, খুশি ছড়িয়ে দিন।');
    expect(aboutPageData(en).about.welcome?.paragraphs.length).toBeGreaterThan(0);
  });
});

describe('product shards (ADR 0010)', () => {
  const count = productShardCount(en.catalogue.products.length);
  const shards = Array.from({ length: count }, (_, shard) => productShardData(bn, shard)!);

  it('cuts the catalogue into shards that together hold every product once, in the language asked for', () => {
    expect(shards.every((shard) => shard.shardCount === count)).toBe(true);
    const held = shards.flatMap((shard) => shard.products.map((product) => product.sku));
    expect(held.sort()).toEqual(bn.catalogue.products.map((product) => product.sku).sort());
    expect(shards[productShardOf('tshirts-1-xl', count)]!.variantProducts['tshirts-1-xl']).toBe('tshirts-1');
    expect(shards[productShardOf('custom-mugs-1', count)]!.products.map((product) => product.title)).toContain(
      'সাদা ফটো মগ',
    );
  });

  it("carries each product's related SKUs, its categories and the product page's words", () => {
    for (const shard of shards) {
      for (const product of shard.products) {
        expect(shard.relatedSkus[product.sku]).toEqual(relatedProducts(bn.catalogue, product).map(({ sku }) => sku));
      }
      const slugs = new Set(shard.products.map((product) => product.categorySlug));
      expect(shard.categories).toEqual(bn.catalogue.categories.filter((category) => slugs.has(category.slug)));
      expect(shard.productPage).toEqual(bn.content.productPage);
    }
  });

  it('has no shard past the last, and its address is under /order-data', () => {
    expect(productShardData(en, count)).toBeUndefined();
    expect(productShardData(en, -1)).toBeUndefined();
    expect(productShardData(en, 0.5)).toBeUndefined();
    expect(productShardPath(3)).toBe('/order-data/3.json');
  });
});
