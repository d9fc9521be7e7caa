import { localiseCatalogue } from '@storefront/catalog';
import { loadShopData } from '@storefront/catalog/data';
import { defaultShop, shopFolder, shopNames } from '../../shopFolder.ts';
import { messageTemplates } from '@storefront/order-link';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hasGluedCaseEnding } from '../../../../scripts/gluedCaseEnding.mjs';
import { bengaliTexts, glossaryViolations, readGlossary, type PlacedText } from './glossary';

const glossary = readGlossary(fileURLToPath(new URL('../../../../docs/glossary.bn-IN.yaml', import.meta.url)));
const appMessages = fileURLToPath(new URL('../../messages/bn-IN.json', import.meta.url));
// The design system's own Bengali words, from the package the app installs.
const uiMessages = join(dirname(createRequire(import.meta.url).resolve('@storefront/ui')), '../messages/bn-IN.json');

const messagesIn = (file: string, name: string) => bengaliTexts(JSON.parse(readFileSync(file, 'utf8')), name);

/** Every Bengali text of a shop's data folder, named by file and row. */
function shopTexts(dir: string): PlacedText[] {
  const data = loadShopData(dir);
  const bengali = localiseCatalogue(data.catalogue, 'bn-IN');
  return [
    // Localised, so each text is read once, where a Bengali page shows it.
    ...bengali.products.flatMap(({ translations: _t, ...product }) =>
      bengaliTexts(product, `products.csv ${product.sku}`),
    ),
    ...bengali.categories.flatMap((category) => bengaliTexts(category, `categories.csv ${category.slug}`)),
    ...bengaliTexts(bengali.navigation, 'navigation.csv'),
    ...bengaliTexts(data.localisedContent['bn-IN'], 'content.bn-IN.yaml'),
    ...bengaliTexts(data.profile.translations, 'profile.yaml'),
    ...bengaliTexts(data.profile.orderMessageClosing?.['bn-IN'], 'profile.yaml orderMessageClosing_bn'),
    ...bengaliTexts(data.search, 'search.yaml'),
  ];
}

/** Every shop folder's Bengali texts (each shop's words are checked, whichever the app builds). */
const everyShopsTexts = (): PlacedText[] =>
  shopNames().flatMap((name) =>
    shopTexts(shopFolder({ SHOP: name })).map((text) => ({ ...text, where: `shops/${name}/${text.where}` })),
  );

const everyText = (shop: PlacedText[] = everyShopsTexts()) => [
  ...messagesIn(appMessages, 'apps/storefront/messages/bn-IN.json'),
  ...messagesIn(uiMessages, 'packages/ui/messages/bn-IN.json'),
  ...bengaliTexts(messageTemplates['bn-IN'], 'order-link templates (bn-IN)'),
  ...shop,
];

describe('the Bengali glossary', () => {
  const copies: string[] = [];
  afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('gives one term, an example and the rejected variants for each idea the review named', () => {
    const ideas = glossary.map((entry) => entry.idea);
    for (const idea of [
      'personalised',
      'unit price',
      'line total',
      'words to print',
      'web link',
      'postal address',
      'per pack',
      'price on request',
      'minimum order',
    ]) {
      expect(ideas).toContain(idea);
    }
    for (const entry of glossary) {
      // A term never rejects itself, and its example uses it.
      expect(glossaryViolations(glossary, [{ where: entry.idea, text: entry.example }])).toEqual([]);
      for (const part of entry.bengali.split('…')) expect(entry.example).toContain(part);
    }
  });

  it('finds no rejected variant in any message, template, catalogue or content text', () => {
    const texts = everyText();
    // Every source was read: the app's and the design system's messages, the templates, the shop's data.
    const sources = ['apps/storefront', 'packages/ui', 'order-link'];
    for (const shop of shopNames()) sources.push(`shops/${shop}/products.csv`, `shops/${shop}/content.bn-IN.yaml`);
    for (const source of sources)
      expect(
        texts.some((text) => text.where.startsWith(source)),
        source,
      ).toBe(true);
    expect(glossaryViolations(glossary, texts)).toEqual([]);
  });

  it('finds no case ending glued to a placeholder in the templates or the content, whose values may be English', () => {
    const glued = everyText()
      .filter(({ text }) => hasGluedCaseEnding(text))
      .map(({ where }) => where);
    expect(glued).toEqual([]);
    for (const glued of [
      'ডেলিভারি সারা {state}-এ',
      '{shopName}কে পাঠান',
      '“{query}”-এর',
      '{category}ের',
      '{shopName}কেই',
      '{x}তেও',
      '{state}\u09DF',
    ]) {
      expect(hasGluedCaseEnding(glued), glued).toBe(true);
    }
    for (const fine of ['{n}টি কার্ড', 'প্রাপক: {shopName}।', '{count}টির দাম'])
      expect(hasGluedCaseEnding(fine), fine).toBe(false);
  });

  it('fails on a seeded violation in the catalogue, naming the row and the term to use', () => {
    const dir = mkdtempSync(join(tmpdir(), 'glossary-shop-'));
    copies.push(dir);
    // The gift shop's data is the fixture (its row featured-10), whichever shop the app builds.
    cpSync(shopFolder({ SHOP: defaultShop }), dir, { recursive: true });
    const products = join(dir, 'products.csv');
    writeFileSync(products, readFileSync(products, 'utf8').replace('কাস্টম কুশন', 'কাস্টমাইজড কুশন'));
    // The title, and the picture's description that repeats it.
    expect(glossaryViolations(glossary, everyText(shopTexts(dir)))).toEqual([
      { where: 'products.csv featured-10.title', found: 'কাস্টমাইজড', use: 'কাস্টম', idea: 'personalised' },
      { where: 'products.csv featured-10.images.0.alt', found: 'কাস্টমাইজড', use: 'কাস্টম', idea: 'personalised' },
    ]);
  });

  it('fails on a seeded violation in a message, an English place name, or a Latin unit in Bengali', () => {
    const seeded: PlacedText[] = [
      { where: 'orderListLine_note', text: 'নোট (ঐচ্ছিক)' },
      { where: 'pinCode_outside', text: 'এই পিন কোডটি West Bengal-এর বাইরে' },
      { where: 'subtitle', text: 'আপনার ছবি সহ 325 mL মগ' },
      { where: 'bottle', text: 'লোগো ছাপা বোতল 750ML' },
      { where: 'lower case', text: 'সারা west bengal জুড়ে' },
      // A rejected word inside a longer one is another word.
      { where: 'notebook', text: 'নোটবুক আর ডায়েরি' },
    ];
    expect(glossaryViolations(glossary, seeded).map(({ where, found, use }) => [where, found, use])).toEqual([
      ['orderListLine_note', 'নোট', 'ছাপার লেখা'],
      ['pinCode_outside', 'West Bengal', 'পশ্চিমবঙ্গ'],
      ['subtitle', '5 mL', 'মিলি'],
      ['bottle', '0ML', 'মিলি'],
      ['lower case', 'west bengal', 'পশ্চিমবঙ্গ'],
    ]);
  });
});
