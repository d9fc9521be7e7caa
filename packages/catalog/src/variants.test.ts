import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { describe, expect, it } from 'vitest';
import { smallestOrderPaise } from './basis';
import { loadShopData } from './data';
import { localiseCatalogue } from './localise';
import { findProductByPath, formerProductPaths, productPaths } from './selectors';
import {
  availableValues,
  chosenOptionsText,
  currentVariant,
  entryVariant,
  findOrderable,
  pickOption,
  pricesVary,
  variantWithValues,
} from './variants';

const { catalogue } = loadShopData(giftShopDataDir);
const frame = catalogue.products.find((product) => product.sku === 'photo-frame')!;
const variant = (...values: string[]) => variantWithValues(frame, values)!;

describe('picking options', () => {
  it('finds the variant a set of values names, and none for a combination the shop does not make', () => {
    expect(variant('8x12', '1.5 inch').sku).toBe('photo-frames-6');
    expect(variantWithValues(frame, ['4x6', '1.5 inch'])).toBeUndefined();
  });

  it('keeps the later picks where it can when an earlier one changes, and falls back to what is made', () => {
    expect(pickOption(frame, variant('8x12', '1.5 inch'), 0, '12x18')!.sku).toBe('photo-frames-10');
    expect(pickOption(frame, variant('8x12', '1.5 inch'), 0, '4x6')!.optionValues).toEqual(['4x6', '1/2 inch']);
    expect(pickOption(frame, variant('8x12', '1.5 inch'), 1, 'With mount board')!.sku).toBe('photo-frames-7');
    expect(pickOption(frame, variant('4x6', '1/2 inch'), 1, '1.5 inch')).toBeUndefined();
  });

  it('says which values of an option can be picked with the earlier ones', () => {
    expect(availableValues(frame, variant('4x6', '1/2 inch'), 0)).toEqual([true, true, true, true, true]);
    expect(availableValues(frame, variant('4x6', '1/2 inch'), 1)).toEqual([true, false, false, false]);
    expect(availableValues(frame, variant('8x12', '1 inch'), 1)).toEqual([true, true, true, true]);
    expect(availableValues(frame, variant('10x15', '1.5 inch'), 1)).toEqual([false, false, true, true]);
  });
});

describe('a product seen as its variant', () => {
  it("is what an order line with the variant SKU orders: the variant's SKU and price, the product's words", () => {
    const seen = findOrderable(catalogue, 'photo-frames-6')!;
    expect(seen).toMatchObject({
      sku: 'photo-frames-6',
      title: 'Photo Frame',
      price: { kind: 'fixed', unitPaise: 40000 },
    });
    expect(seen.chosen).toEqual({ productSku: 'photo-frame', optionValues: ['8x12', '1.5 inch'] });
    expect(chosenOptionsText(seen)).toBe('Size: 8x12, Moulding: 1.5 inch');
    expect(currentVariant(seen)!.sku).toBe('photo-frames-6');
    expect(findOrderable(catalogue, 'photo-frame')!.chosen).toBeUndefined();
    expect(findOrderable(catalogue, 'no-such-sku')).toBeUndefined();
  });

  it("reads in the page's language", () => {
    const bengali = localiseCatalogue(catalogue, 'bn-IN');
    expect(chosenOptionsText(findOrderable(bengali, 'photo-frames-6')!)).toBe('মাপ: 8x12, ফ্রেমের চওড়া: 1.5 ইঞ্চি');
    expect(chosenOptionsText(findOrderable(bengali, 'tshirts-1-xl')!)).toBe('মাপ: XL');
  });

  it('opens at the old address of a product now grouped, and only the grouped product is in the sitemap', () => {
    const old = findProductByPath(catalogue, 'photo-frames', '8x12-photo-frame-1-5-inch')!;
    expect(old.sku).toBe('photo-frames-6');
    expect(old.slug).toBe('photo-frame');
    expect(formerProductPaths(catalogue)).toContain('/product/photo-frames/8x12-photo-frame-1-5-inch');
    expect(formerProductPaths(catalogue)).toHaveLength(14);
    expect(productPaths(catalogue)).toContain('/product/photo-frames/photo-frame');
    expect(productPaths(catalogue)).not.toContain('/product/photo-frames/8x12-photo-frame-1-5-inch');
  });

  it('costs "from" its cheapest variant, and says so only when the prices vary', () => {
    expect(smallestOrderPaise(entryVariant(frame))).toBe(13000);
    const led = catalogue.products.find((product) => product.sku === 'led-photo-frame')!;
    expect(entryVariant(led).sku).toBe('photo-frames-13');
    expect(pricesVary(frame)).toBe(true);
    expect(pricesVary(catalogue.products.find((product) => product.sku === 'tshirts-1')!)).toBe(false);
  });
});
