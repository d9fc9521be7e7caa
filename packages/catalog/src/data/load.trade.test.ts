import { describe, expect, it } from 'vitest';
import { loadShopData } from './load';
import { problemsOf, shopWith } from './testShop';

/** The fixture's products.csv with the trade columns added and `rows` appended. */
const withRows =
  (...rows: string[]) =>
  (text: string) => {
    const [header = '', ...lines] = text.trimEnd().split('\n');
    const padded = lines.map((line) => `${line},,,,,`);
    return [`${header},pack_size,unit,quantity_step,quantity_choices,price_breaks`, ...padded, ...rows, ''].join('\n');
  };

// sku,category,title,subtitle,price,price_unit,min_quantity,images,image_alts,details,pack_size,unit,quantity_step,quantity_choices,price_breaks
const cards = (
  overrides: Partial<Record<'price' | 'unit' | 'min' | 'pack' | 'step' | 'choices' | 'breaks', string>>,
) => {
  const c = { price: '200', unit: 'pack', min: '100', pack: '100', step: '', choices: '', breaks: '', ...overrides };
  return `cards,custom-mugs,Visiting Cards,,${c.price},${c.unit},${c.min},images/mug.svg,,,${c.pack},cards,${c.step},${c.choices},${c.breaks}`;
};

describe('trade pricing in products.csv', () => {
  it('reads a pack price, its unit, one-tap quantities and price breaks', () => {
    const dir = shopWith({
      'products.csv': withRows(cards({ choices: '"100 | 200 | 500 | 1,000"', breaks: '"500: 180 | 1,000: 165"' })),
    });
    const product = loadShopData(dir).catalogue.products.find((p) => p.sku === 'cards');
    expect(product).toMatchObject({
      unit: 'cards',
      minQuantity: 100,
      quantityChoices: [100, 200, 500, 1000],
      price: {
        kind: 'per-pack',
        packPaise: 20000,
        packSize: 100,
        breaks: [
          { minQuantity: 500, paise: 18000 },
          { minQuantity: 1000, paise: 16500 },
        ],
      },
    });
  });

  it('names the row, the column and the rule of a bad pack, step, choice or break', () => {
    const dir = shopWith({
      'products.csv': withRows(
        cards({ pack: '1' }).replace('cards,', 'c1,').replace('Visiting Cards', 'C1'),
        cards({ min: '150' }).replace('cards,', 'c2,').replace('Visiting Cards', 'C2'),
        cards({ step: '50' }).replace('cards,', 'c3,').replace('Visiting Cards', 'C3'),
        cards({ choices: '100 | 250' }).replace('cards,', 'c4,').replace('Visiting Cards', 'C4'),
        cards({ breaks: '500: 200' }).replace('cards,', 'c5,').replace('Visiting Cards', 'C5'),
        cards({ breaks: '500: 180 | 1000: 160' }).replace('cards,', 'c6,').replace('Visiting Cards', 'C6'),
        cards({ unit: 'sq ft', pack: '', breaks: '500: 9' }).replace('cards,', 'c7,').replace('Visiting Cards', 'C7'),
        cards({ breaks: 'lots: 100' }).replace('cards,', 'c8,').replace('Visiting Cards', 'C8'),
      ),
    });
    expect(problemsOf(dir)).toEqual([
      'products.csv row 7 (sku c1): pack_size "1" must be the number of pieces in one pack, 2 or more (price_unit is "pack")',
      'products.csv row 8 (sku c2): min_quantity 150 must be a whole number of packs of 100',
      'products.csv row 9 (sku c3): quantity_step 50 must be a whole number of packs of 100',
      'products.csv row 10 (sku c4): quantity_choices 250 is not a quantity that can be ordered (at least 100, in steps of 100)',
      'products.csv row 11 (sku c5): price_breaks "500": the price must be lower than the one before it and more than 0',
      'products.csv row 12 (sku c6): price_breaks "1000": 900 would cost more than 1000 (1620 against 1600 rupees); buying more must never cost less in total',
      'products.csv row 13 (sku c7): price_breaks need a price per piece ("each") or per pack',
      'products.csv row 14 (sku c8): price_breaks "lots: 100" must be a quantity and a price in rupees, like "500: 180"',
    ]);
  });

  it('reads the sizes people order of a banner, and refuses them on a product not priced by area', () => {
    const sized = (presets: string) => (text: string) =>
      text
        .trimEnd()
        .split('\n')
        .map((line, i) => `${line},${i === 0 ? 'size_presets' : line.startsWith('banner,') ? presets : ''}`)
        .join('\n');
    const banner = loadShopData(shopWith({ 'products.csv': sized('"2x3 | 3 × 6 | 4.5x6"') })).catalogue.products.at(-1);
    expect(banner?.sizePresets).toEqual([
      { lengthFeet: 2, widthFeet: 3 },
      { lengthFeet: 3, widthFeet: 6 },
      { lengthFeet: 4.5, widthFeet: 6 },
    ]);
    expect(problemsOf(shopWith({ 'products.csv': sized('0x6') }))).toEqual([
      'products.csv row 6 (sku banner): size_presets "0x6" must be a length and a width in feet from 1 to 100, like "3x6"',
    ]);
    const onMug = (text: string) => sized('')(text).replace(/^(mug-white,.*),$/m, '$1,3x6');
    expect(problemsOf(shopWith({ 'products.csv': onMug }))).toEqual([
      'products.csv row 2 (sku mug-white): size_presets are for a product priced by area (price_unit "sq ft")',
    ]);
  });

  it('asks for the unit in Bengali when the shop is also in Bengali', () => {
    const dir = shopWith({
      'products.csv': withRows(cards({})),
      'profile.yaml': (text) => text.replace(/locales:.*\n/, '').concat('locales: [en-IN, bn-IN]\n'),
    });
    expect(problemsOf(dir)).toContain(
      'products.csv row 7 (sku cards): unit_bn is empty: the shop is also in বাংলা (bn-IN), so write it there',
    );
  });
});
