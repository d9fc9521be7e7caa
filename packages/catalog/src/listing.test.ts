import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './data';
import {
  categoryPagePaths,
  filterProducts,
  listedPaise,
  listedProduct,
  listingPage,
  listingPageCount,
  listingIndexPath,
  listingPagePath,
  listingPictureMaxWidth,
  namedPicture,
  parseListingPageSegment,
  sortProducts,
} from './listing';
import type { Product } from './model';
import { productsInCategory } from './selectors';

const { catalogue } = loadShopData(giftShopDataDir);
const titles = (products: readonly Pick<Product, 'title'>[]) => products.map((product) => product.title);
const rupees = (products: readonly Parameters<typeof listedPaise>[0][]) =>
  products.map((product) => (listedPaise(product) ?? NaN) / 100);

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

describe('a listed product (what a listing page carries)', () => {
  const frames = productsInCategory(catalogue, 'photo-frames');
  const photoFrame = frames.find((frame) => frame.title === 'Photo Frame')!;

  it('carries a product with options as its cheapest price and two flags, without its variants', () => {
    const listed = listedProduct(photoFrame);
    expect(photoFrame.variants?.length).toBeGreaterThan(1);
    expect(listed).not.toHaveProperty('variants');
    expect(listed).not.toHaveProperty('options');
    expect(listed).toMatchObject({ sku: photoFrame.sku, withOptions: true, priceFrom: true, details: [] });
    expect(listedPaise(listed)).toBe(13000);
    expect(listed.images).toEqual(photoFrame.images.slice(0, 1).map((picture) => ({ ...picture, alt: '' })));
    // A third the size of the product it stands for, or less.
    expect(JSON.stringify(listed).length).toBeLessThan(JSON.stringify(photoFrame).length / 3);
  });

  it("keeps a product without options whole but for its other pictures, its picture's alt text and detail lines, with no flags", () => {
    const card = productsInCategory(catalogue, 'business-cards')[0]!;
    const { translations: _translations, ...words } = card;
    expect(card.options).toBeUndefined();
    expect(card.images[0]?.alt).not.toBe('');
    expect(listedProduct(card)).toEqual({
      ...words,
      images: card.images.slice(0, 1).map((picture) => ({ ...picture, alt: '' })),
      details: [],
    });
  });

  it('carries the picture as a card draws it: no alt text, no version wider than 800 px', () => {
    const srcset = (format: string, widths: number[]) =>
      widths.map((width) => `/assets/mug-${width}.${format} ${width}w`).join(', ');
    const mug: Product = {
      ...product('Mug', { kind: 'fixed', unitPaise: 20000 }),
      images: [
        {
          src: '/assets/mug-1200.jpeg',
          alt: 'A white mug',
          width: 1200,
          height: 1200,
          sources: { avif: srcset('avif', [400, 800, 1200]), jpeg: srcset('jpeg', [400, 800, 1200]) },
        },
        { src: '/assets/mug-back.svg', alt: 'Its back', width: 10, height: 10 },
      ],
    };
    expect(listedProduct(mug).images).toEqual([
      {
        // The full-size file stays the fallback (and a link preview's picture, at its stated size).
        src: '/assets/mug-1200.jpeg',
        alt: '',
        width: 1200,
        height: 1200,
        sources: { avif: srcset('avif', [400, 800]), jpeg: srcset('jpeg', [400, 800]) },
      },
    ]);
    // A photo only made wide keeps its narrowest version; art without versions keeps its file.
    const wide = { ...mug, images: [{ ...mug.images[0]!, sources: { jpeg: srcset('jpeg', [1200, 1600]) } }] };
    expect(listedProduct(wide).images[0]?.sources).toEqual({ jpeg: '/assets/mug-1200.jpeg 1200w' });
    // The limit is the exported one: a shop's card drawn wider would raise it there.
    const limit = srcset('jpeg', [listingPictureMaxWidth, listingPictureMaxWidth + 1]);
    const atLimit = { ...mug, images: [{ ...mug.images[0]!, sources: { jpeg: limit } }] };
    expect(listedProduct(atLimit).images[0]?.sources).toEqual({ jpeg: srcset('jpeg', [listingPictureMaxWidth]) });
    const art = { ...mug, images: mug.images.slice(1) };
    expect(listedProduct(art).images).toEqual([{ src: '/assets/mug-back.svg', alt: '', width: 10, height: 10 }]);
    expect(listedProduct(listedProduct(mug))).toEqual(listedProduct(mug));
  });

  it('names a listed picture by the title where it is shown on its own, and leaves a described one', () => {
    const described = { src: '/a.jpeg', alt: 'A mug', width: 1, height: 1 };
    expect(namedPicture({ ...described, alt: '' }, 'White Photo Mug')).toEqual({
      ...described,
      alt: 'White Photo Mug',
    });
    expect(namedPicture(described, 'White Photo Mug')).toBe(described);
  });

  it('is idempotent, and sorts and filters as its product does', () => {
    const listed = frames.map(listedProduct);
    expect(listed.map(listedProduct)).toEqual(listed);
    expect(rupees(sortProducts(listed, 'price-asc'))).toEqual(rupees(sortProducts(frames, 'price-asc')));
    expect(titles(filterProducts(listed, { maxPaise: 35000 }))).toEqual(
      titles(filterProducts(frames, { maxPaise: 35000 })),
    );
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

describe('listing pages', () => {
  it('cuts a listing into pages of 48, the last one shorter, and an empty one into one empty page', () => {
    const items = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(listingPageCount(100)).toBe(3);
    expect(listingPageCount(96)).toBe(2);
    expect(listingPageCount(0)).toBe(1);
    expect(listingPage(items, 1)).toHaveLength(48);
    expect(listingPage(items, 2)[0]).toBe(49);
    expect(listingPage(items, 3)).toEqual([97, 98, 99, 100]);
    expect(listingPage(items, 4)).toEqual([]);
    expect(() => listingPageCount(10, 0)).toThrow(RangeError);
    expect(() => listingPage(items, 0)).toThrow(RangeError);
    expect(() => listingPage(items, -1)).toThrow(RangeError);
  });

  it('gives the first page the listing’s own address and the others /page/<n>', () => {
    expect(listingPagePath('/product/custom-mugs', 1)).toBe('/product/custom-mugs');
    expect(listingPagePath('/product/custom-mugs', 3)).toBe('/product/custom-mugs/page/3');
    expect(listingIndexPath('/product/custom-mugs')).toBe('/product/custom-mugs/products.json');
  });

  it('reads only a page number from 2 up, written plainly, from an address', () => {
    expect(parseListingPageSegment('2')).toBe(2);
    expect(parseListingPageSegment('417')).toBe(417);
    for (const segment of ['1', '0', '02', '2x', '-3', '', ' 2', '1e3', '9999999', undefined]) {
      expect(parseListingPageSegment(segment), String(segment)).toBeUndefined();
    }
  });

  it('lists every page after the first of each listing category, and none for the size calculator', () => {
    // The gift shop's categories fit on one page each at 48 …
    expect(categoryPagePaths(catalogue)).toEqual([]);
    // … and at 5 to a page the biggest ones run over, each page numbered from 2.
    const paths = categoryPagePaths(catalogue, 5);
    for (const category of catalogue.categories) {
      const count = productsInCategory(catalogue, category.slug).length;
      const own = paths.filter((path) => path.startsWith(`/product/${category.slug}/page/`));
      const calculator = category.layout === 'area-calculator';
      expect(own, category.slug).toEqual(
        calculator
          ? []
          : Array.from(
              { length: Math.max(0, Math.ceil(count / 5) - 1) },
              (_, i) => `/product/${category.slug}/page/${i + 2}`,
            ),
      );
    }
    expect(paths.length).toBeGreaterThan(3);
  });
});
