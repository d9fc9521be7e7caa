import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './data';
import { filterProducts, listedPaise, sortProducts } from './listing';
import type { Product } from './model';
import { productsInCategory } from './selectors';

const { catalogue } = loadShopData(giftShopDataDir);
const titles = (products: readonly Product[]) => products.map((product) => product.title);
const rupees = (products: readonly Product[]) => products.map((product) => (listedPaise(product) ?? NaN) / 100);

/** A product with only what sorting reads. */
const product = (title: string, price: Product['price']): Product => ({
  sku: title,
  slug: title.toLowerCase(),
  categorySlug: 'x',
  title,
  subtitle: '',
  images: [],
  price,
  minQuantity: 1,
  details: [],
});

describe('sorting a listing', () => {
  const frames = productsInCategory(catalogue, 'photo-frames');

  it('by price, low to high and high to low', () => {
    // A product with variants sorts by its cheapest ('from ₹130').
    expect(rupees(sortProducts(frames, 'price-asc'))).toEqual([130, 350, 550, 1800]);
    expect(titles(sortProducts(frames, 'price-desc'))).toEqual([
      '24x36 Washable Mat Photo Frame',
      'LED Photo Frame',
      '5x7 Folding Photo Frame',
      'Photo Frame',
    ]);
  });

  it('keeps equal prices in catalogue order (stable)', () => {
    const tiles = productsInCategory(catalogue, 'trophy');
    expect(titles(sortProducts(tiles, 'price-asc'))).toEqual(titles(tiles));
  });

  it('puts price-on-request and area-priced products after priced ones, and unavailable ones last', () => {
    const mixed = [
      product('Pen', { kind: 'unavailable' }),
      product('Banner', { kind: 'per-area', paisePerSquareFoot: 1000 }),
      product('Mug', { kind: 'fixed', unitPaise: 20000 }),
      product('Sticker', { kind: 'on-request' }),
      product('Card', { kind: 'fixed', unitPaise: 1500 }),
    ];
    expect(titles(sortProducts(mixed, 'price-asc'))).toEqual(['Card', 'Mug', 'Banner', 'Sticker', 'Pen']);
    expect(titles(sortProducts(mixed, 'price-desc'))).toEqual(['Mug', 'Card', 'Banner', 'Sticker', 'Pen']);
  });

  it('by name, A–Z with numbers in number order, and featured keeps the catalogue order', () => {
    const sorted = titles(sortProducts(frames, 'name'));
    expect(sorted).toEqual([
      '5x7 Folding Photo Frame',
      '24x36 Washable Mat Photo Frame',
      'LED Photo Frame',
      'Photo Frame',
    ]);
    expect(sortProducts(frames, 'featured')).toEqual(frames);
  });
});

describe('filtering a listing', () => {
  it('keeps products priced within the bounds, in paise, bounds included', () => {
    const frames = productsInCategory(catalogue, 'photo-frames');
    expect(rupees(filterProducts(frames, { maxPaise: 35000 }))).toEqual([130, 350]);
    expect(rupees(filterProducts(frames, { minPaise: 35000, maxPaise: 55000 }))).toEqual([550, 350]);
  });

  it('"orderable now" hides the pens that are not available', () => {
    expect(filterProducts(productsInCategory(catalogue, 'pen'), { orderableOnly: true })).toEqual([]);
    const stickers = productsInCategory(catalogue, 'stickers');
    expect(filterProducts(stickers, { orderableOnly: true })).toHaveLength(8);
  });

  it('leaves out products without a fixed price once a price bound is set', () => {
    expect(filterProducts(productsInCategory(catalogue, 'stickers'), { maxPaise: 100000 })).toEqual([]);
  });
});
