import { giftShopDataDir } from '@storefront/catalog/gift-shop';
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
    expect(rupees(sortProducts(frames, 'price-asc'))).toEqual([
      130, 170, 250, 300, 350, 350, 400, 550, 550, 650, 750, 850, 850, 1050, 1800, 4200,
    ]);
    expect(rupees(sortProducts(frames, 'price-desc'))[0]).toBe(4200);
  });

  it('keeps equal prices in catalogue order (stable)', () => {
    const sorted = sortProducts(frames, 'price-asc').filter((p) => listedPaise(p) === 35000);
    expect(titles(sorted)).toEqual(['5x7 Folding Photo Frame', '8x12 Mount Photo Frame (1 inch)']);
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
    expect(sorted.slice(0, 3)).toEqual([
      '4x6 Photo Frame (1/2 inch)',
      '5x7 Folding Photo Frame',
      '5x7 Photo Frame (1 inch)',
    ]);
    expect(sorted.indexOf('10x15 LED Photo Frame')).toBeGreaterThan(sorted.indexOf('8x12 Photo Frame (1.5 inch)'));
    expect(sortProducts(frames, 'featured')).toEqual(frames);
  });
});

describe('filtering a listing', () => {
  it('keeps products priced within the bounds, in paise, bounds included', () => {
    const frames = productsInCategory(catalogue, 'photo-frames');
    expect(rupees(filterProducts(frames, { maxPaise: 30000 }))).toEqual([130, 170, 250, 300]);
    expect(rupees(filterProducts(frames, { minPaise: 85000, maxPaise: 105000 }))).toEqual([850, 850, 1050]);
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
