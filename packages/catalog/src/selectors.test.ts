import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './data';
import type { Catalogue, Product } from './model';
import { productPath } from './paths';
import {
  areaCalculatorCategories,
  findProduct,
  findProductByPath,
  productPaths,
  productsInCategory,
  relatedProducts,
} from './selectors';

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

describe('lookups at catalogue scale', () => {
  /** A catalogue of `count` mugs in two categories, SKU `m{i}`, slug `mug-{i}`. */
  const mugs = (count: number): Catalogue => ({
    ...catalogue,
    products: Array.from({ length: count }, (_, i): Product => ({
      sku: `m${i}`,
      slug: `mug-${i}`,
      categorySlug: i % 2 ? 'custom-mugs' : 'gifts',
      title: `Mug ${i}`,
      subtitle: '',
      images: [],
      price: { kind: 'fixed', unitPaise: 100 },
      minQuantity: 1,
      details: [],
    })),
  });

  it('find by SKU, by address and by category in catalogue order, and hand out a new list each time', () => {
    const big = mugs(20_000);
    expect(findProduct(big, 'm19999')?.slug).toBe('mug-19999');
    expect(findProductByPath(big, 'Custom-Mugs', 'mug-7')?.sku).toBe('m7');
    expect(findProductByPath(big, 'gifts', 'mug-7')).toBeUndefined();
    const listed = productsInCategory(big, 'gifts');
    expect(listed.slice(0, 3).map((product) => product.sku)).toEqual(['m0', 'm2', 'm4']);
    listed.length = 0;
    expect(productsInCategory(big, 'gifts')).toHaveLength(10_000);
  });

  it('read the catalogue once, for the index, and not again for 40,000 page lookups', () => {
    // Counts every read of a product out of the catalogue's list. (Scanning the list for
    // each of 40,000 pages took about 8 s here on 2026-11-27; a read count, unlike a time,
    // does not depend on how busy the machine is.)
    let reads = 0;
    const products = new Proxy(mugs(20_000).products as Product[], {
      get(target, key, receiver) {
        if (typeof key === 'string' && /^\d+$/.test(key)) reads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    const big: Catalogue = { ...catalogue, products };
    expect(findProduct(big, 'm0')?.slug).toBe('mug-0');
    expect(reads).toBe(20_000);
    for (let page = 0; page < 40_000; page += 1) {
      const i = page % 20_000;
      findProductByPath(big, i % 2 ? 'custom-mugs' : 'gifts', `mug-${i}`);
      findProduct(big, `m${i}`);
    }
    expect(reads).toBe(20_000);
  });
});

describe('categories shown as the size calculator', () => {
  it('are the banners, the one category laid out for it with a product priced by area', () => {
    expect(areaCalculatorCategories(catalogue).map((category) => category.slug)).toEqual(['banners']);
    // Laid out for it, but without a product priced by area: a listing after all.
    const unpriced: Catalogue = {
      ...catalogue,
      products: catalogue.products.filter((product) => product.price.kind !== 'per-area'),
    };
    expect(areaCalculatorCategories(unpriced)).toEqual([]);
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
