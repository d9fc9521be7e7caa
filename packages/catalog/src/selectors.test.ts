import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './data';
import { findProductByPath, productPath, productPaths, relatedProducts } from './selectors';

const { catalogue } = loadShopData(giftShopDataDir);

describe('product page addresses', () => {
  it('are /product/{category}/{slug}, readable and stable', () => {
    const mug = catalogue.products.find((product) => product.sku === 'custom-mugs-2')!;
    expect(productPath(mug)).toBe('/product/custom-mugs/heart-shaped-handle-mug');
    expect(findProductByPath(catalogue, 'custom-mugs', 'heart-shaped-handle-mug')).toBe(mug);
  });

  it('find a product under the capital-C calendar link too, and nothing for an unknown slug or category', () => {
    expect(findProductByPath(catalogue, 'Calendar', 'wall-calendar')?.sku).toBe('calendar-1');
    expect(findProductByPath(catalogue, 'custom-mugs', 'no-such-mug')).toBeUndefined();
    expect(findProductByPath(catalogue, 'no-such-category', 'wall-calendar')).toBeUndefined();
  });

  it('exist for every product, the eleven featured gifts included, and are unique', () => {
    const paths = productPaths(catalogue);
    expect(paths).toHaveLength(catalogue.products.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/product/gifts/big-ganesha-statue');
    expect(paths).toContain('/product/banners/flex-and-banner');
  });
});

describe('more from this category', () => {
  it('shows up to four other products of the same category', () => {
    const shirt = catalogue.products.find((product) => product.sku === 'tshirts-1')!;
    const related = relatedProducts(catalogue, shirt);
    expect(related).toHaveLength(4);
    expect(related.every((product) => product.categorySlug === 'tshirts' && product.sku !== shirt.sku)).toBe(true);
  });

  it('shows only what there is, and nothing for a category of one', () => {
    const standee = catalogue.products.find((product) => product.sku === 'standees-1')!;
    expect(relatedProducts(catalogue, standee).map((product) => product.sku)).toEqual(['standees-2']);
    const banner = catalogue.products.find((product) => product.sku === 'banners-1')!;
    expect(relatedProducts(catalogue, banner)).toEqual([]);
  });
});
