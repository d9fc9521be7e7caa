import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { describe, expect, it } from 'vitest';
import { basePaise } from './basis';
import { localiseCatalogue } from './localise';
import { loadShopData } from './data';
import type { Product } from './model';
import { productsInCategory } from './selectors';

// This shop's data files, read and checked exactly as the build reads them.
const { catalogue } = loadShopData(giftShopDataDir);
const rupees = (product: Product) => {
  const paise = basePaise(product.price);
  return paise === undefined ? product.price.kind : paise / 100;
};

describe("the gift shop's products with options", () => {
  it('prices all sixteen photo frames as the spec lists them, as four products with size and moulding options', () => {
    const frames = productsInCategory(catalogue, 'photo-frames');
    expect(frames.map((frame) => frame.title)).toEqual([
      'Photo Frame',
      'LED Photo Frame',
      '5x7 Folding Photo Frame',
      '24x36 Washable Mat Photo Frame',
    ]);
    // Every spec price survives as a SKU of its own, under its old SKU.
    const skus = frames.flatMap((frame) =>
      frame.variants
        ? frame.variants.map((variant) => [
            variant.sku,
            variant.optionValues.join(' · '),
            basePaise(variant.price)! / 100,
          ])
        : [[frame.sku, '', rupees(frame)]],
    );
    expect(skus).toEqual([
      ['photo-frames-1', '4x6 · 1/2 inch', 130],
      ['photo-frames-3', '5x7 · 1 inch', 170],
      ['photo-frames-4', '8x12 · 1/2 inch', 250],
      ['photo-frames-5', '8x12 · 1 inch', 300],
      ['photo-frames-6', '8x12 · 1.5 inch', 400],
      ['photo-frames-7', '8x12 · With mount board', 350],
      ['photo-frames-8', '10x15 · 1.5 inch', 550],
      ['photo-frames-9', '10x15 · With mount board', 650],
      ['photo-frames-10', '12x18 · 1.5 inch', 750],
      ['photo-frames-11', '12x18 · With mount board', 850],
      ['photo-frames-13', '8x12', 550],
      ['photo-frames-14', '10x15', 850],
      ['photo-frames-15', '12x18', 1050],
      ['photo-frames-16', '24x36', 4200],
      ['photo-frames-2', '', 350],
      ['photo-frames-12', '', 1800],
    ]);
    expect(frames[0]!.options!.map((option) => option.name)).toEqual(['Size', 'Moulding']);
  });

  it('sells every T-shirt in sizes at its spec price: S to XXL, by age for children, two sizes for the couple set', () => {
    const tshirts = productsInCategory(catalogue, 'tshirts');
    const round = tshirts.find((tshirt) => tshirt.sku === 'tshirts-1')!;
    expect(round.options).toEqual([{ name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'] }]);
    expect(round.variants!.map((variant) => [variant.sku, basePaise(variant.price)])).toEqual([
      ['tshirts-1-s', 19900],
      ['tshirts-1-m', 19900],
      ['tshirts-1-l', 19900],
      ['tshirts-1-xl', 19900],
      ['tshirts-1-xxl', 19900],
    ]);
    expect(tshirts.every((tshirt) => (tshirt.variants?.length ?? 0) >= 5)).toBe(true);
    expect(tshirts.find((tshirt) => tshirt.sku === 'tshirts-8')!.variants).toHaveLength(25);
    const bengali = localiseCatalogue(catalogue, 'bn-IN').products.find((product) => product.sku === 'photo-frame')!;
    expect(bengali.options!.map((option) => option.name)).toEqual(['মাপ', 'ফ্রেমের চওড়া']);
    expect(bengali.variants![4]!.optionValues).toEqual(['8x12', '1.5 ইঞ্চি']);
  });
});
