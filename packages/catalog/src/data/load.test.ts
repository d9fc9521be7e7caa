import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localiseCatalogue } from '../localise';
import { loadShopData, ShopDataError } from './load';
import { shopDataModule } from './module';

const fixture = join(import.meta.dirname, '__fixtures__', 'tiny-shop');
const copies: string[] = [];

/** A copy of the tiny shop with `edit` applied to some of its files. */
function shopWith(edit: Record<string, (text: string) => string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'tiny-shop-'));
  copies.push(dir);
  cpSync(fixture, dir, { recursive: true });
  for (const [file, change] of Object.entries(edit)) {
    writeFileSync(join(dir, file), change(readFileSync(join(dir, file), 'utf8')));
  }
  return dir;
}

/** The problems `loadShopData` reports for `dir` (fails the test if it loads cleanly). */
function problemsOf(dir: string): readonly string[] {
  try {
    loadShopData(dir);
  } catch (error) {
    if (error instanceof ShopDataError) return error.problems;
    throw error;
  }
  throw new Error(`${dir} loaded without problems`);
}

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

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
      'products.csv: column "cost" is not one this file has (it can have: sku, category, title, subtitle, price, price_unit, min_quantity, images, image_alts, details, slug, photos, title_en, subtitle_en, image_alts_en, details_en, title_bn, subtitle_bn, image_alts_bn, details_bn)',
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

describe('a shop in English and Bengali (issue 11)', () => {
  const bengaliProfile = (text: string) => `${text}locales: [en-IN, bn-IN]\n`;
  /** Adds `columns` to a CSV, with `values(row)` for each data row (1 = the first data row). */
  const withColumns = (columns: string[], values: (row: number) => string[]) => (text: string) =>
    text
      .split('\n')
      .map((line, i) =>
        line === '' ? line : `${line},${(i === 0 ? columns : values(i)).map((v) => `"${v}"`).join(',')}`,
      )
      .join('\n');

  const bengaliProducts = withColumns(
    ['title_bn', 'subtitle_bn', 'image_alts_bn', 'details_bn'],
    (row) =>
      [
        ['সাদা ফটো মগ', '325 mL, আপনার ছবি', '', ''],
        ['হার্ট হাতলের মগ', '325 mL', 'সামনে | পিছনে', 'ডিশওয়াশারে ধোয়া যায় | গিফট বক্স'],
        ['স্টিকার শিট', '', '', ''],
        ['পেন', '', '', ''],
        ['ফ্লেক্স ও ব্যানার', 'আপনার মাপে', '', ''],
      ][row - 1] ?? ['', '', '', ''],
  );
  const bengaliShop = () =>
    shopWith({
      'profile.yaml': bengaliProfile,
      'products.csv': bengaliProducts,
      'categories.csv': withColumns(['name_bn'], (row) => [['কাস্টম মগ'], ['ফ্লেক্স ও ব্যানার']][row - 1] ?? ['']),
      'navigation.csv': withColumns(['label_bn'], () => ['মগ']),
    });

  it('reads every text in Bengali and puts it in place for a Bengali page', () => {
    const { catalogue, profile } = loadShopData(bengaliShop());
    expect(profile.locales).toEqual(['en-IN', 'bn-IN']);
    const bengali = localiseCatalogue(catalogue, 'bn-IN');
    expect(bengali.products.map((product) => product.title)).toEqual([
      'সাদা ফটো মগ',
      'হার্ট হাতলের মগ',
      'স্টিকার শিট',
      'পেন',
      'ফ্লেক্স ও ব্যানার',
    ]);
    const heart = bengali.products[1]!;
    expect(heart.images.map((image) => image.alt)).toEqual(['সামনে', 'পিছনে']);
    expect(heart.details).toEqual(['ডিশওয়াশারে ধোয়া যায়', 'গিফট বক্স']);
    // Without its own descriptions, a picture is described by the Bengali title.
    expect(bengali.products[0]!.images[0]!.alt).toBe('সাদা ফটো মগ');
    expect(bengali.categories.map((category) => category.name)).toEqual(['কাস্টম মগ', 'ফ্লেক্স ও ব্যানার']);
    expect(bengali.navigation).toEqual([
      { label: 'মগ', href: '/product/custom-mugs', translations: expect.anything() },
    ]);
    // Prices, SKUs and addresses are the same in both languages; English stays as written.
    expect(bengali.products.map((product) => [product.sku, product.price, product.slug])).toEqual(
      catalogue.products.map((product) => [product.sku, product.price, product.slug]),
    );
    expect(localiseCatalogue(catalogue, 'en-IN').products[0]!.title).toBe('White Photo Mug');
  });

  it("serves each locale its own catalogue module, without the other language's words", () => {
    const data = loadShopData(bengaliShop());
    const english = shopDataModule(data);
    const bengali = shopDataModule(data, 'bn-IN');
    expect(english).toContain('"White Photo Mug"');
    expect(english).not.toContain('সাদা ফটো মগ');
    expect(bengali).toContain('"সাদা ফটো মগ"');
    expect(bengali).toContain('"কাস্টম মগ"');
    expect(bengali).not.toContain('White Photo Mug');
    for (const module of [english, bengali]) expect(module).not.toContain('translations');
    // The search's module keeps both languages.
    const search = shopDataModule(data, undefined, { withTranslations: true });
    expect(search).toContain('"White Photo Mug"');
    expect(search).toContain('"সাদা ফটো মগ"');
  });

  it('fails the build for a product, category or link without its Bengali text', () => {
    const problems = problemsOf(shopWith({ 'profile.yaml': bengaliProfile }));
    expect(problems).toContain(
      'products.csv row 2 (sku mug-white): title_bn is empty: the shop is also in বাংলা (bn-IN), so write it there',
    );
    expect(problems).toContain(
      'products.csv row 2 (sku mug-white): subtitle_bn is empty: the shop is also in বাংলা (bn-IN), so write it there',
    );
    // A product without an English subtitle needs no Bengali one.
    expect(problems.filter((p) => p.includes('(sku sticker)'))).toEqual([
      'products.csv row 4 (sku sticker): title_bn is empty: the shop is also in বাংলা (bn-IN), so write it there',
    ]);
    expect(problems).toContain(
      'categories.csv row 2 (category custom-mugs): name_bn is empty: the shop is also in বাংলা (bn-IN), so write it there',
    );
    expect(problems).toContain(
      'navigation.csv row 2 (Mugs): label_bn is empty: the shop is also in বাংলা (bn-IN), so write it there',
    );
  });

  it('names Bengali picture descriptions or details that do not match the English ones in number', () => {
    const dir = bengaliShop();
    const products = readFileSync(join(dir, 'products.csv'), 'utf8');
    writeFileSync(join(dir, 'products.csv'), products.replace('"সামনে | পিছনে"', '"সামনে"').replace(' | গিফট বক্স', ''));
    expect(problemsOf(dir)).toEqual([
      'products.csv row 3 (sku mug-heart): image_alts_bn has 1 descriptions for 2 pictures',
      'products.csv row 3 (sku mug-heart): details_bn has 1 lines, details has 2',
    ]);
  });

  it('names a locale the platform does not know', () => {
    const dir = shopWith({ 'profile.yaml': (text) => `${text}locales: [en-IN, hi-IN]\n` });
    expect(problemsOf(dir).join('\n')).toMatch(/profile\.yaml locales.*must be one of en-IN, bn-IN/);
    const message = shopWith({ 'profile.yaml': (text) => `${text}orderMessageLocale: bn\n` });
    expect(problemsOf(message).join('\n')).toMatch(/profile\.yaml orderMessageLocale.*must be one of en-IN, bn-IN/);
    expect(loadShopData(shopWith({ 'profile.yaml': (t) => `${t}orderMessageLocale: bn-IN\n` })).profile).toMatchObject({
      orderMessageLocale: 'bn-IN',
    });
  });
  it('lays content.bn-IN.yaml over content.yaml for Bengali pages, keeping pictures and addresses', () => {
    const data = loadShopData(bengaliShop());
    expect(data.content.home?.hero?.heading).toBe('Welcome to {shopName}');
    const bengali = data.localisedContent['bn-IN']?.home;
    expect(bengali?.hero).toMatchObject({ heading: '{shopName}-এ স্বাগতম', text: 'মগ আর আরও অনেক কিছু।' });
    expect(bengali?.hero?.image).toEqual(data.content.home?.hero?.image);
    // A tile named only by its slug takes the category's Bengali name; a written label is translated.
    expect(bengali?.categoryTiles?.map((link) => [link.label, link.href])).toEqual([
      ['কাস্টম মগ', '/product/custom-mugs'],
      ['ব্যানার', '/product/banners'],
    ]);
    expect(shopDataModule(data, 'bn-IN')).toContain('মগ আর আরও অনেক কিছু।');
    expect(shopDataModule(data)).not.toContain('মগ আর আরও অনেক কিছু।');
  });

  it('fails the build for content left untranslated, a key content.yaml lacks, or a missing file', () => {
    const edited = (edit: (text: string) => string) =>
      shopWith({
        'profile.yaml': bengaliProfile,
        'products.csv': bengaliProducts,
        'categories.csv': withColumns(['name_bn'], (row) => [['কাস্টম মগ'], ['ব্যানার']][row - 1] ?? ['']),
        'navigation.csv': withColumns(['label_bn'], () => ['মগ']),
        'content.bn-IN.yaml': edit,
      });
    expect(problemsOf(edited((text) => text.replace('    text: মগ আর আরও অনেক কিছু।\n', '')))).toEqual([
      'content.bn-IN.yaml home.hero.text: not translated: the shop is also in বাংলা (bn-IN), so write it there',
    ]);
    expect(problemsOf(edited((text) => `${text}  promo: { heading: অফার }\n`))).toEqual([
      'content.bn-IN.yaml home.promo: content.yaml has no "promo" here to translate',
    ]);
    const missing = edited((text) => text);
    rmSync(join(missing, 'content.bn-IN.yaml'));
    expect(problemsOf(missing)).toEqual([`content.bn-IN.yaml: the file is missing from ${missing}`]);
  });
  it('needs the tagline in Bengali too, and gives each locale its own', () => {
    const withTagline = (extra: string) =>
      shopWith({
        'profile.yaml': (text) => `${bengaliProfile(text)}tagline: Mugs and more${extra}\n`,
        'products.csv': bengaliProducts,
        'categories.csv': withColumns(['name_bn'], (row) => [['কাস্টম মগ'], ['ব্যানার']][row - 1] ?? ['']),
        'navigation.csv': withColumns(['label_bn'], () => ['মগ']),
      });
    expect(problemsOf(withTagline(''))).toEqual([
      'profile.yaml tagline_bn: is missing: the shop is also in বাংলা (bn-IN), so write it there',
    ]);
    const data = loadShopData(withTagline('\ntagline_bn: মগ আর আরও'));
    expect(shopDataModule(data)).toContain('"tagline":"Mugs and more"');
    expect(shopDataModule(data, 'bn-IN')).toContain('"tagline":"মগ আর আরও"');
    expect(shopDataModule(data, 'bn-IN')).not.toContain('Mugs and more');
  });
});
