import { describe, expect, it } from 'vitest';
import { CatalogueDataError, normaliseSourceProduct, parseSourcePrice, slugify } from './source';

const image = { src: '/mug.svg', width: 480, height: 360 };

describe('reading source prices', () => {
  it('turns rupee numbers and numeric strings into integer paise', () => {
    expect(parseSourcePrice(200)).toEqual({ kind: 'fixed', unitPaise: 20000 });
    expect(parseSourcePrice('1650')).toEqual({ kind: 'fixed', unitPaise: 165000 });
    expect(parseSourcePrice('₹ 1,300')).toEqual({ kind: 'fixed', unitPaise: 130000 });
    expect(parseSourcePrice(19.99)).toEqual({ kind: 'fixed', unitPaise: 1999 });
  });

  it("reads 'Available' as price on request and a missing price as not orderable", () => {
    expect(parseSourcePrice('Available')).toEqual({ kind: 'on-request' });
    expect(parseSourcePrice(undefined)).toEqual({ kind: 'unavailable' });
  });

  it('refuses prices that are not amounts, naming the product', () => {
    expect(() => parseSourcePrice('12abc', 'mugs-1')).toThrow(
      new CatalogueDataError('mugs-1: price "12abc" is not a rupee amount or \'Available\''),
    );
    expect(() => parseSourcePrice(0)).toThrow(CatalogueDataError);
    expect(() => parseSourcePrice(-5)).toThrow(CatalogueDataError);
    expect(() => parseSourcePrice(Number.NaN)).toThrow(CatalogueDataError);
  });
});

describe('normalising a source product', () => {
  it("uses shortTitle as the subtitle (the spec's invitation cards)", () => {
    const product = normaliseSourceProduct(
      { id: 2, title: 'Birthday Invitation Card', shortTitle: 'Bright party card', image, price: 15, minQuantity: 150 },
      'invitation-card',
    );
    expect(product).toMatchObject({
      sku: 'invitation-card-2',
      slug: 'birthday-invitation-card',
      subtitle: 'Bright party card',
      minQuantity: 150,
    });
    expect(product.images[0]?.alt).toBe('Birthday Invitation Card');
  });

  it('keeps letter-head description lines in order and defaults the minimum quantity to 1', () => {
    const product = normaliseSourceProduct(
      {
        id: 1,
        title: 'Letterhead',
        subTitle: 'A4',
        image,
        price: '700',
        des_1: 'one',
        des_2: 'two',
        des_3: '',
        des_4: 'four',
      },
      'letter-head',
    );
    expect(product.details).toEqual(['one', 'two', 'four']);
    expect(product.minQuantity).toBe(1);
    expect(product.price).toEqual({ kind: 'fixed', unitPaise: 70000 });
  });

  it('makes URL-safe slugs from titles', () => {
    expect(slugify('8x12 Photo Frame (1.5 inch)')).toBe('8x12-photo-frame-1-5-inch');
    expect(slugify('Flex & Banner')).toBe('flex-banner');
  });
});
