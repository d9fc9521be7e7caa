import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './load';
import { fixture, problemsOf, shopWith } from './testShop';

describe('loading a shop data folder', () => {
  it('turns rupees into integer paise and reads every column', () => {
    const { catalogue } = loadShopData(fixture);
    const [white, heart, sticker, pen, banner] = catalogue.products;
    expect(white).toMatchObject({
      sku: 'mug-white',
      slug: 'white-photo-mug',
      price: { kind: 'fixed', unitPaise: 20000 },
    });
    expect(heart).toMatchObject({
      price: { kind: 'fixed', unitPaise: 125050 },
      minQuantity: 2,
      details: ['Dishwasher safe', 'Gift box'],
      images: [
        { src: 'images/mug.svg', alt: 'Front', width: 40, height: 30 },
        { src: 'images/mug.svg', alt: 'Back', width: 40, height: 30 },
      ],
    });
    expect(sticker).toMatchObject({ categorySlug: null, price: { kind: 'on-request' } });
    expect(pen).toMatchObject({ price: { kind: 'unavailable' }, images: [] });
    expect(banner?.price).toEqual({ kind: 'per-area', paisePerSquareFoot: 1000 });
    expect(white?.images[0]?.alt).toBe('White Photo Mug');
  });

  it("marks products printed with the shopper's photos (optional photos column)", () => {
    const photos = (text: string) =>
      text
        .split('\n')
        .map((line, i) => (line === '' ? line : `${line},${i === 0 ? 'photos' : i === 1 ? 'yes' : ''}`))
        .join('\n');
    const { catalogue } = loadShopData(shopWith({ 'products.csv': photos }));
    expect(catalogue.products.map((product) => product.withPhotos ?? false)).toEqual([
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(loadShopData(fixture).catalogue.products.some((product) => product.withPhotos)).toBe(false);
    const maybe = shopWith({ 'products.csv': (text) => photos(text).replace(',yes', ',maybe') });
    expect(problemsOf(maybe)).toEqual(['products.csv row 2 (sku mug-white): photos "maybe" must be yes or no']);
  });

  it('reads categories, navigation, content and profile', () => {
    const { catalogue, content, profile } = loadShopData(fixture);
    expect(catalogue.categories[1]).toMatchObject({
      slug: 'banners',
      layout: 'area-calculator',
      scrollToTopOnOpen: false,
    });
    expect(catalogue.navigation).toEqual([{ label: 'Mugs', href: '/product/custom-mugs' }]);
    expect(content.home?.categoryTiles?.map((link) => [link.label, link.href])).toEqual([
      ['Custom Mugs', '/product/custom-mugs'],
      ['Banners', '/product/banners'],
    ]);
    expect(content.home?.featuredSkus).toEqual(['mug-heart']);
    expect(profile).toMatchObject({ whatsAppNumber: '919876543210', isPlaceholderContact: false });
  });
});

describe('a broken data folder fails with the file, row and field', () => {
  it('names a price that is not a number of rupees', () => {
    const dir = shopWith({
      'products.csv': (text) =>
        text.replace(
          'mug-heart,custom-mugs,Heart Handle Mug,325 mL,"₹ 1,250.50"',
          'mug-heart,custom-mugs,Heart Handle Mug,325 mL,2OO',
        ),
    });
    expect(problemsOf(dir)).toEqual(['products.csv row 3 (sku mug-heart): price "2OO" is not a number of rupees']);
  });

  it('names a missing column, and a column it does not know instead of ignoring it', () => {
    const dir = shopWith({
      'products.csv': (text) => text.replace('sku,category,title,subtitle,price,', 'sku,category,title,subtitle,cost,'),
    });
    expect(problemsOf(dir)).toEqual([
      'products.csv: column "price" is missing (the first row has: sku, category, title, subtitle, cost, price_unit, min_quantity, images, image_alts, details)',
      'products.csv: column "cost" is not one this file has (it can have: sku, category, title, subtitle, price, price_unit, pack_size, unit, min_quantity, quantity_step, quantity_choices, price_breaks, size_presets, options, images, image_alts, details, slug, photos, title_en, subtitle_en, image_alts_en, details_en, unit_en, options_en, title_bn, subtitle_bn, image_alts_bn, details_bn, unit_bn, options_bn)',
    ]);
  });

  it('names a duplicate SKU and the row that has it first', () => {
    const dir = shopWith({
      'products.csv': (text) => text.replace('sticker,,Sticker Sheet', 'mug-white,,Sticker Sheet'),
    });
    expect(problemsOf(dir)).toEqual(['products.csv row 4 (sku mug-white): sku "mug-white" is already used on row 2']);
  });

  it('names a negative price', () => {
    const dir = shopWith({ 'products.csv': (text) => text.replace(',200,,,', ',-5,,,') });
    expect(problemsOf(dir)).toEqual(['products.csv row 2 (sku mug-white): price "-5" must be more than 0 rupees']);
  });

  it('names an unknown category', () => {
    const dir = shopWith({ 'products.csv': (text) => text.replace('pen,custom-mugs', 'pen,pens') });
    expect(problemsOf(dir)).toEqual(['products.csv row 5 (sku pen): category "pens" is not a slug in categories.csv']);
  });

  it('names a missing image file', () => {
    const dir = shopWith({
      'products.csv': (text) =>
        text.replace('Sticker Sheet,,on request,,,images/mug.svg', 'Sticker Sheet,,on request,,,images/sticker.jpg'),
    });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(
        /^products\.csv row 4 \(sku sticker\): images "images\/sticker\.jpg": does not exist \(looked for .*images\/sticker\.jpg\)$/,
      ),
    ]);
  });

  it('names a minimum order quantity that is not a whole number, and lists every problem at once', () => {
    const dir = shopWith({
      'products.csv': (text) =>
        text
          .replace('Heart Handle Mug,325 mL,"₹ 1,250.50",,2', 'Heart Handle Mug,325 mL,"₹ 1,250.50",,2.5')
          .replace('not available', ''),
    });
    expect(problemsOf(dir)).toEqual([
      'products.csv row 3 (sku mug-heart): min_quantity "2.5" must be a whole number of 1 or more',
      'products.csv row 5 (sku pen): price is empty: write rupees (e.g. 200), "on request" or "not available"',
    ]);
  });

  it('names a file that is missing', () => {
    const dir = shopWith({});
    rmSync(join(dir, 'profile.yaml'));
    expect(problemsOf(dir)).toEqual([expect.stringMatching(/^profile\.yaml: the file is missing from /)]);
  });

  it('names content that points at a category that does not exist, or uses an unknown placeholder', () => {
    const dir = shopWith({
      'content.yaml': (text) => text.replace('[custom-mugs, {', '[mugs, {'),
    });
    expect(problemsOf(dir)).toEqual([
      'content.yaml home.categoryTiles[0]: category "mugs" is not a slug in categories.csv',
    ]);
    const placeholder = shopWith({
      'content.yaml': (text) => text.replace('Welcome to {shopName}', 'Welcome to {shopname}'),
    });
    expect(problemsOf(placeholder)).toEqual(['content.yaml home.hero.heading: uses an unknown {placeholder}']);
  });

  it('names a misspelt content section instead of ignoring it', () => {
    const dir = shopWith({ 'content.yaml': (text) => text.replace('  hero:', '  heor:') });
    expect(problemsOf(dir)).toEqual(['content.yaml home.heor: is not a known key (check the spelling)']);
  });

  it('names a featured SKU that is not in products.csv', () => {
    const dir = shopWith({ 'content.yaml': (text) => text.replace('[mug-heart]', '[mug-hart]') });
    expect(problemsOf(dir)).toEqual(['content.yaml: featured SKU mug-hart is not in the catalogue']);
  });

  it('names a malformed WhatsApp number in the profile', () => {
    const dir = shopWith({ 'profile.yaml': (text) => text.replace('919876543210', "'98765'") });
    expect(problemsOf(dir)).toEqual([
      expect.stringMatching(/^profile\.yaml whatsAppNumber "98765" must be the country code and number/),
    ]);
  });
});
