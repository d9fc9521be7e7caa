import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basePaise, quantityRule } from './basis';
import { validateCatalogue } from './schema';
import { localiseCatalogue } from './localise';
import { loadShopData } from './data';
import type { Product } from './model';
import { deliversTo, resolveShopProfile, PLACEHOLDER_WHATSAPP_NUMBER } from './profile';
import { categoryPaths, findCategory, isOrderable, productsBySku, productsInCategory } from './selectors';

// This shop's data files, read and checked exactly as the build reads them.
const { catalogue, content, profile } = loadShopData(giftShopDataDir);

// The spec's price is the price at the minimum quantity: per piece, or per pack.
const rupees = (product: Product) => {
  const paise = basePaise(product.price);
  return paise === undefined ? product.price.kind : paise / 100;
};
const listing = (slug: string) => productsInCategory(catalogue, slug).map((p) => [rupees(p), p.minQuantity]);

describe("the gift shop's catalogue files", () => {
  it('has every category of the spec, each with products, the banner calculator, and a collection for the featured gifts', () => {
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
        'gifts',
      ].sort(),
    );
    expect(findCategory(catalogue, 'banners')?.layout).toBe('area-calculator');
    expect(findCategory(catalogue, 'letter-head')?.scrollToTopOnOpen).toBe(false);
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

  it('rejects a catalogue whose price breaks make more cards cost less than fewer', () => {
    expect(validateCatalogue(catalogue)).toEqual([]);
    const products = catalogue.products.map((product) =>
      product.sku === 'business-cards-1' && product.price.kind === 'per-pack'
        ? { ...product, price: { ...product.price, breaks: [{ minQuantity: 1000, paise: 16000 }] } }
        : product,
    );
    expect(validateCatalogue({ ...catalogue, products })).toEqual([
      'business-cards-1: price_breaks "1000": 900 would cost more than 1000 (1800 against 1600 rupees); buying more must never cost less in total',
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
    // Visiting cards and letter heads are sold per pack, in whole packs.
    const packs = (slug: string) =>
      productsInCategory(catalogue, slug).map(({ price }) => (price.kind === 'per-pack' ? price.packSize : price.kind));
    expect(packs('business-cards')).toEqual([100, 100, 100]);
    expect(packs('letter-head')).toEqual([100, 1000]);
    expect(productsInCategory(catalogue, 'letter-head').map((p) => quantityRule(p).step)).toEqual([100, 1000]);
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

  it('prices banners at ₹10 per square foot with four described pictures', () => {
    const [banner] = productsInCategory(catalogue, 'banners');
    expect(banner?.price).toEqual({ kind: 'per-area', paisePerSquareFoot: 1000 });
    expect(banner?.slug).toBe('flex-and-banner');
    expect(banner?.images.map((image) => image.alt)).toEqual([
      'Flex banner on two poles',
      'Shop-front flex board above a door',
      'Roll-up banner on its stand',
      'Event banner with bunting',
    ]);
  });

  it("marks the products printed with the shopper's photos, and only those", () => {
    const titles = (slug: string) =>
      productsInCategory(catalogue, slug)
        .filter((p) => p.withPhotos)
        .map((p) => p.title);
    expect(productsInCategory(catalogue, 'photo-frames').every((p) => p.withPhotos)).toBe(true);
    expect(titles('custom-mugs')).toEqual(['White Photo Mug', 'Magic Colour-Changing Mug']);
    expect(titles('business-cards')).toEqual([]);
    expect(titles('gifts')).toContain('Rotating Lamp (4 Photos)');
    expect(titles('gifts')).not.toContain('Big Ganesha Statue');
  });

  it('has every product, category and navigation link in Bengali, with trade names as Bengali shoppers write them', () => {
    expect(profile.locales).toEqual(['en-IN', 'bn-IN']);
    const bengali = localiseCatalogue(catalogue, 'bn-IN');
    const bengaliScript = /[\u0980-\u09FF]/;
    for (const product of bengali.products) expect(product.title, product.sku).toMatch(bengaliScript);
    for (const category of bengali.categories) expect(category.name, category.slug).toMatch(bengaliScript);
    for (const link of bengali.navigation) expect(link.label, link.href).toMatch(bengaliScript);
    const name = (slug: string) => findCategory(bengali, slug)?.name;
    expect([name('business-cards'), name('id-cards'), name('custom-mugs')]).toEqual([
      'ভিজিটিং কার্ড',
      'আইডি কার্ড',
      'কাস্টম মগ',
    ]);
    expect(productsBySku(bengali, ['invitation-card-1'])[0]?.title).toBe('বিয়ের কার্ড');
    const [banner] = productsInCategory(bengali, 'banners');
    expect(banner?.images).toHaveLength(4);
    expect(banner?.images.every((image) => bengaliScript.test(image.alt))).toBe(true);
    expect(productsInCategory(bengali, 'letter-head')[0]?.details).toHaveLength(4);
  });

  it('keeps the SKUs that order links already carry', () => {
    expect(catalogue.products.map((p) => p.sku)).toEqual(expect.arrayContaining(['business-cards-1', 'featured-11']));
  });

  it('prerenders every category path, including the capital-C calendar link', () => {
    const paths = categoryPaths(catalogue);
    expect(paths).toContain('/product/Calendar');
    expect(paths).toContain('/product/calendar');
    expect(paths).toContain('/product/banners');
    expect(paths).toHaveLength(18);
  });

  it('names a real image file with its size for every picture', () => {
    const pictures = [
      ...catalogue.products.flatMap((p) => p.images),
      ...catalogue.categories.map((c) => c.image),
      profile.logo,
    ];
    for (const picture of pictures) {
      expect(existsSync(join(giftShopDataDir, picture.src))).toBe(true);
      expect(picture.width).toBeGreaterThan(0);
      expect(picture.height).toBeGreaterThan(0);
    }
  });
});

describe("the gift shop's page content and profile", () => {
  const home = content.home!;

  it('lists the eleven featured products in the spec order with their prices', () => {
    expect(productsBySku(catalogue, home.featuredSkus ?? []).map(rupees)).toEqual([
      449, 179, 649, 399, 549, 400, 599, 799, 1300, 449, 1800,
    ]);
  });

  it('has the home sections the spec counts: 7 carousel, 3 shop-by-needs, 16 tiles, 2 blogs, 6 nav links', () => {
    expect(home.carousel).toHaveLength(7);
    expect(home.shopByNeeds?.map((l) => l.href)).toEqual([
      '/product/letter-head',
      '/product/standees',
      '/product/corporate-gifts',
    ]);
    expect(home.categoryTiles).toHaveLength(16);
    expect(home.blogPosts).toHaveLength(2);
    expect(catalogue.navigation.map((l) => l.href)).toEqual([
      '/product/Calendar',
      '/product/business-cards',
      '/product/corporate-gifts',
      '/product/standees',
      '/product/tshirts',
      '/product/invitation-card',
    ]);
  });

  it("carries the spec's product-page note and shares the delivery banner with the about page", () => {
    expect(content.productPage?.photoNote).toBe(
      'For customized gifts with your photo, please place your order via WhatsApp and share your images with us!',
    );
    expect(content.productPage?.banner).toEqual(content.about?.deliveryBanner);
  });

  it('uses the documented placeholder number until VITE_SHOP_WHATSAPP is set', () => {
    expect(profile.whatsAppNumber).toBe(PLACEHOLDER_WHATSAPP_NUMBER);
    expect(profile.isPlaceholderContact).toBe(true);
    expect(resolveShopProfile(profile, { VITE_SHOP_WHATSAPP: '919876543210' }).isPlaceholderContact).toBe(false);
    expect(profile).toMatchObject({ postalCode: '732103', foundedYear: 2015, copyrightYear: 2024 });
  });

  it('delivers across West Bengal: PIN codes 70–74, except Sikkim (737) and the Andamans (744)', () => {
    const delivery = profile.delivery!;
    expect(delivery).toMatchObject({ state: 'West Bengal', country: 'India' });
    expect(['700001', '732103', '743501', '734001'].every((pin) => deliversTo(delivery, pin))).toBe(true);
    expect(['737101', '744101', '110001', '7001', '75000a'].some((pin) => deliversTo(delivery, pin))).toBe(false);
  });
});
