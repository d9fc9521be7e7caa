import * as english from 'virtual:shop-data';
import * as bengali from 'virtual:shop-data/bn-IN';
import { describe, expect, it } from 'vitest';
import { aboutPageData, categoryPageData, homePageData, productPageAt, resolveShop } from './shopData';

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

  it('gives the home page its eleven featured gifts and the about page its words', () => {
    expect(homePageData(en).featured).toHaveLength(11);
    expect(homePageData(bn).home.hero?.heading).toBe('ছাপিয়ে নিন, উপহার দিন, খুশি ছড়িয়ে দিন।');
    expect(aboutPageData(en).about.welcome?.paragraphs.length).toBeGreaterThan(0);
  });
});
