import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localiseCatalogue } from '../localise';
import { loadShopData } from './load';
import { shopDataModule } from './module';
import { problemsOf, shopWith } from './testShop';

describe('a shop in English and Bengali', () => {
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
  it('needs the delivery state and country in Bengali too, and a Bengali page gets them', () => {
    const delivery = (extra: string) =>
      `delivery:\n  state: West Bengal\n  country: India\n  pinCodePrefixes: ['70']\n${extra}`;
    const withDelivery = (extra: string) =>
      shopWith({
        'profile.yaml': (text) => `${bengaliProfile(text)}${delivery(extra)}`,
        'products.csv': bengaliProducts,
        'categories.csv': withColumns(['name_bn'], (row) => [['কাস্টম মগ'], ['ব্যানার']][row - 1] ?? ['']),
        'navigation.csv': withColumns(['label_bn'], () => ['মগ']),
      });
    expect(problemsOf(withDelivery('  state_bn: পশ্চিমবঙ্গ\n'))).toEqual([
      'profile.yaml delivery.country_bn: is missing: the shop is also in বাংলা (bn-IN), so write it there',
    ]);
    const data = loadShopData(withDelivery('  state_bn: পশ্চিমবঙ্গ\n  country_bn: ভারত\n'));
    expect(data.profile.delivery).toMatchObject({ state: 'West Bengal', country: 'India' });
    expect(shopDataModule(data)).toContain('"state":"West Bengal","country":"India"');
    expect(shopDataModule(data, 'bn-IN')).toContain('"state":"পশ্চিমবঙ্গ","country":"ভারত"');
    expect(shopDataModule(data, 'bn-IN')).not.toContain('West Bengal');
  });
});
