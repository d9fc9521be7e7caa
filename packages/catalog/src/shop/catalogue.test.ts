import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueProblems, validateCatalogue } from '../schema';
import { categoryPaths, featuredProducts, findCategory, isOrderable, productsInCategory } from '../selectors';
import type { Catalogue, Product } from '../model';
import { catalogue, defaultProfile } from './index';

const rupees = (product: Product) =>
  product.price.kind === 'fixed' ? product.price.unitPaise / 100 : product.price.kind;
const listing = (slug: string) => productsInCategory(catalogue, slug).map((p) => [rupees(p), p.minQuantity]);

describe('the shop catalogue', () => {
  it('passes the schema: unique SKUs and slugs, positive prices, minimums ≥ 1, links resolve', () => {
    expect(validateCatalogue(catalogue)).toEqual([]);
  });

  it('has every category of the spec, each with products, plus the banner calculator', () => {
    expect(catalogue.categories.map((c) => c.slug).sort()).toEqual(
      [
        'banners',
        'business-cards',
        'calendar',
        'corporate-gifts',
        'custom-mugs',
        'id-cards',
        'invitation-card',
        'keychains',
        'letter-head',
        'pen',
        'photo-frames',
        'standees',
        'stickers',
        'tiles',
        'trophy',
        'tshirts',
      ].sort(),
    );
    expect(findCategory(catalogue, 'banners')?.layout).toBe('area-calculator');
  });

  it('prices business cards, calendars, corporate gifts and mugs as the spec lists them', () => {
    expect(listing('business-cards')).toEqual([
      [200, 100],
      [400, 100],
      [800, 100],
    ]);
    expect(listing('calendar')).toEqual([
      [220, 1],
      [250, 1],
      [550, 1],
    ]);
    expect(listing('corporate-gifts')).toEqual([
      [450, 1],
      [390, 1],
      [20, 1],
      [20, 100],
      [200, 1],
      [150, 1],
    ]);
    expect(listing('custom-mugs').map(([price]) => price)).toEqual([200, 250, 300, 230]);
  });

  it('prices all sixteen photo frames as the spec lists them', () => {
    expect(listing('photo-frames').map(([price]) => price)).toEqual([
      130, 350, 170, 250, 300, 400, 350, 550, 650, 750, 850, 1800, 550, 850, 1050, 4200,
    ]);
  });

  it('prices standees, trophies, key rings, tiles and t-shirts as the spec lists them', () => {
    expect(listing('standees').map(([price]) => price)).toEqual([1500, 1300]);
    expect(listing('trophy').map(([price]) => price)).toEqual([200, 200, 200, 200]);
    expect(listing('keychains')).toEqual([
      [150, 1],
      [100, 1],
      [170, 1],
      [150, 2],
    ]);
    expect(listing('tiles').map(([price]) => price)).toEqual([260, 320, 450, 499, 449]);
    const tshirts = listing('tshirts').map(([price]) => price);
    expect(tshirts).toHaveLength(9);
    expect(new Set(tshirts)).toEqual(new Set([199, 299, 349]));
  });

  it('gives letter heads, invitation cards and ID cards their prices and minimum order quantities', () => {
    expect(listing('letter-head')).toEqual([
      [700, 100],
      [1650, 1000],
    ]);
    expect(productsInCategory(catalogue, 'letter-head').every((p) => p.details.length === 4)).toBe(true);
    expect(listing('invitation-card')).toEqual(Array.from({ length: 5 }, () => [15, 150]));
    const idCards = listing('id-cards');
    expect(idCards.every(([price, min]) => (price === 35 || price === 25) && min === 50)).toBe(true);
  });

  it('shows stickers as price on request and pens as not orderable', () => {
    const stickers = productsInCategory(catalogue, 'stickers');
    expect(stickers).toHaveLength(8);
    expect(stickers.every((p) => p.price.kind === 'on-request' && isOrderable(p))).toBe(true);
    const pens = productsInCategory(catalogue, 'pen');
    expect(pens).toHaveLength(3);
    expect(pens.every((p) => !isOrderable(p))).toBe(true);
  });

  it('prices banners at ₹10 per square foot with four pictures', () => {
    const [banner] = productsInCategory(catalogue, 'banners');
    expect(banner?.price).toEqual({ kind: 'per-area', paisePerSquareFoot: 1000 });
    expect(banner?.images).toHaveLength(4);
  });

  it('lists the eleven featured products in the spec order with their prices', () => {
    expect(featuredProducts(catalogue).map(rupees)).toEqual([449, 179, 649, 399, 549, 400, 599, 799, 1300, 449, 1800]);
  });

  it('has the home sections the spec counts: 7 carousel, 3 shop-by-needs, 16 tiles, 2 blogs, 6 nav links', () => {
    expect(catalogue.home.carousel).toHaveLength(7);
    expect(catalogue.home.shopByNeeds.map((l) => l.href)).toEqual([
      '/product/letter-head',
      '/product/standees',
      '/product/corporate-gifts',
    ]);
    expect(catalogue.home.categoryTiles).toHaveLength(16);
    expect(catalogue.home.blogPosts).toHaveLength(2);
    expect(catalogue.navigation.map((l) => l.href)).toEqual([
      '/product/Calendar',
      '/product/business-cards',
      '/product/corporate-gifts',
      '/product/standees',
      '/product/tshirts',
      '/product/invitation-card',
    ]);
  });

  it('gives every picture an existing SVG file and its intrinsic size', () => {
    const pictures = [
      ...catalogue.products.flatMap((p) => p.images),
      ...catalogue.categories.map((c) => c.image),
      defaultProfile.logo,
    ];
    for (const picture of pictures) {
      expect(picture.src).toMatch(/^\/src\/images\/[a-z-]+\.svg$/);
      expect(existsSync(fileURLToPath(new URL(`../..${picture.src}`, import.meta.url)))).toBe(true);
      expect(picture.width).toBeGreaterThan(0);
      expect(picture.height).toBeGreaterThan(0);
    }
  });

  it('prerenders every category path, including the capital-C calendar link', () => {
    const paths = categoryPaths(catalogue);
    expect(paths).toContain('/product/Calendar');
    expect(paths).toContain('/product/calendar');
    expect(paths).toContain('/product/banners');
    expect(paths).toHaveLength(17);
  });
});

describe('catalogue checks', () => {
  it('reports duplicate SKUs, duplicate titles and dangling links in words', () => {
    const [first] = catalogue.products;
    const broken: Catalogue = {
      ...catalogue,
      products: [...catalogue.products, { ...first!, slug: 'another' }],
      navigation: [
        ...catalogue.navigation,
        { label: 'Nowhere', href: '/product/nowhere', image: catalogue.categories[0]!.image },
      ],
    };
    const problems = catalogueProblems(broken);
    expect(problems).toContain(`SKU ${first!.sku} is used more than once`);
    expect(problems.some((p) => p.startsWith(`title "${first!.title.toLowerCase()}"`))).toBe(true);
    expect(problems).toContain('link "Nowhere" (/product/nowhere) does not resolve to a category');
  });

  it('rejects a zero price and a minimum order quantity below 1', () => {
    const [first] = catalogue.products;
    const messages = validateCatalogue({
      ...catalogue,
      products: [{ ...first!, price: { kind: 'fixed', unitPaise: 0 }, minQuantity: 0 }],
    });
    expect(messages.some((m) => m.startsWith('products.0.price.unitPaise'))).toBe(true);
    expect(messages.some((m) => m.startsWith('products.0.minQuantity'))).toBe(true);
  });
});
