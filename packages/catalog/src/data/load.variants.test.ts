import { describe, expect, it } from 'vitest';
import { localiseCatalogue } from '../localise';
import { loadShopData } from './load';
import { problemsOf, shopWith } from './testShop';

/** The fixture's products.csv with an `options` column, `options` given per SKU. */
const withOptions =
  (options: Record<string, string>, ...rows: string[]) =>
  (text: string) => {
    const [header = '', ...lines] = text.trimEnd().split('\n');
    const cell = (line: string) => `"${options[line.split(',')[0]!] ?? ''}"`;
    return [`${header},options`, ...lines.map((line) => `${line},${cell(line)}`), ...rows, ''].join('\n');
  };
const variants =
  (...rows: string[]) =>
  () =>
    ['product,sku,options,price,images,image_alts,former_slug', ...rows, ''].join('\n');
const frame =
  'frame,custom-mugs,Photo Frame,,130,,,images/mug.svg,,,"Size: 4x6 | 8x12 ; Moulding: 1/2 inch | 1.5 inch"';

describe('options and variants in the spreadsheets', () => {
  it('gives a product with options and no variant rows every combination at its price, with SKUs from its values', () => {
    const dir = shopWith({
      'products.csv': withOptions({ 'mug-white': 'Size: S | M | XL ; Colour: Navy #1e3a8a | White #fff' }),
    });
    const mug = loadShopData(dir).catalogue.products.find((product) => product.sku === 'mug-white')!;
    expect(mug.options).toEqual([
      { name: 'Size', values: ['S', 'M', 'XL'] },
      { name: 'Colour', values: ['Navy', 'White'], swatches: ['#1e3a8a', '#fff'] },
    ]);
    expect(mug.variants!.map((variant) => variant.sku)).toEqual([
      'mug-white-s-navy',
      'mug-white-s-white',
      'mug-white-m-navy',
      'mug-white-m-white',
      'mug-white-xl-navy',
      'mug-white-xl-white',
    ]);
    expect(mug.variants!.every((variant) => variant.price.kind === 'fixed' && variant.price.unitPaise === 20000)).toBe(
      true,
    );
  });

  it('reads variant rows with their own SKUs, prices and old addresses; the product opens on the first', () => {
    const dir = shopWith({
      'products.csv': withOptions({}, frame),
      'variants.csv': variants(
        'frame,frame-4x6,4x6 | 1/2 inch,130,,,4x6-frame',
        'frame,frame-8x12,8x12 | 1.5 inch,400,images/mug.svg,An 8x12 frame,8x12-frame',
      ),
    });
    const product = loadShopData(dir).catalogue.products.find((candidate) => candidate.sku === 'frame')!;
    expect(product.price).toEqual({ kind: 'fixed', unitPaise: 13000 });
    expect(product.variants).toMatchObject([
      { sku: 'frame-4x6', optionValues: ['4x6', '1/2 inch'], price: { unitPaise: 13000 }, formerSlug: '4x6-frame' },
      {
        sku: 'frame-8x12',
        optionValues: ['8x12', '1.5 inch'],
        price: { unitPaise: 40000 },
        images: [{ alt: 'An 8x12 frame' }],
        formerSlug: '8x12-frame',
      },
    ]);
  });

  it('refuses a bad option or variant row, naming the file, row, column and rule', () => {
    const dir = shopWith({
      'products.csv': withOptions({ 'mug-heart': 'Size S M', sticker: 'Colour: Black #111 | Navy' }, frame),
      'variants.csv': variants(
        'frame,frame-a,4x6 | 1/2 inch,130,,,',
        'frame,frame-b,4x6 | 1/2 inch,150,,,',
        'frame,frame-c,5x7 | 1/2 inch,150,,,',
        'frame,frame-d,8x12,150,,,',
        'nothing,frame-e,8x12 | 1/2 inch,150,,,',
        'frame,frame-a,8x12 | 1/2 inch,abc,,,Old_Slug',
      ),
    });
    expect(problemsOf(dir)).toEqual([
      'products.csv row 3 (sku mug-heart): options "Size S M" must be a name and its values, like "Size: S | M | L" (options separated by ";")',
      'products.csv row 4 (sku sticker): options "Colour" gives a colour to some values but not all: write one after each, like "Navy #1e3a8a"',
      'variants.csv row 3 (sku frame-b): options "4x6 | 1/2 inch" are those of row 2 already',
      'variants.csv row 4 (sku frame-c): options "5x7" is not a value of Size in products.csv (4x6, 8x12)',
      'variants.csv row 5 (sku frame-d): options "8x12" must give 2 values, one for each of Size, Moulding, separated by "|"',
      'variants.csv row 6 (sku frame-e): product "nothing" is not a sku in products.csv (or its row has problems)',
      'variants.csv row 7 (sku frame-a): sku "frame-a" is already used on row 2',
      'variants.csv row 7 (sku frame-a): price "abc" is not a number of rupees',
      'variants.csv row 7 (sku frame-a): former_slug "Old_Slug" must be lower-case letters, digits and hyphens',
    ]);
  });

  it('opens a product on its first variant that can be ordered, and lets a variant SKU clash with no other', () => {
    const dir = shopWith({
      'products.csv': withOptions({}, frame),
      'variants.csv': variants('frame,frame-a,4x6 | 1/2 inch,not available,,,', 'frame,frame-b,8x12 | 1.5 inch,400,,,'),
    });
    const product = loadShopData(dir).catalogue.products.find((candidate) => candidate.sku === 'frame')!;
    expect(product.price).toEqual({ kind: 'fixed', unitPaise: 40000 });
    const clash = shopWith({
      'products.csv': withOptions({}, frame),
      'variants.csv': variants('frame,mug-white,4x6 | 1/2 inch,130,,,'),
    });
    expect(problemsOf(clash)).toEqual(['catalogue: SKU mug-white is used more than once']);
  });

  it('needs the options in every language of the shop, with as many values, and puts them in place', () => {
    const bengali = (options: string) => (text: string) =>
      text
        .split('\n')
        .map((line, i) => {
          if (line === '') return line;
          const cells =
            i === 0
              ? ['title_bn', 'subtitle_bn', 'image_alts_bn', 'details_bn', 'options', 'options_bn']
              : i === 1
                ? ['সাদা ফটো মগ', '325 mL', '', '', 'Size: S | M', options]
                : i === 2
                  ? ['হার্ট হাতলের মগ', '325 mL', '', 'ডিশওয়াশারে ধোয়া যায় | গিফট বক্স', '', '']
                  : [`পণ্য ${i}`, '', '', '', '', ''];
          return `${line},${cells.map((cell) => `"${cell}"`).join(',')}`;
        })
        .join('\n');
    const shop = (options: string) =>
      shopWith({
        'profile.yaml': (text) => `${text}locales: [en-IN, bn-IN]\n`,
        'products.csv': bengali(options),
        'categories.csv': (text) =>
          text
            .split('\n')
            .map((line, i) => (line === '' ? line : `${line},${i === 0 ? 'name_bn' : 'বিভাগ'}`))
            .join('\n'),
        'navigation.csv': (text) =>
          text
            .split('\n')
            .map((line, i) => (line === '' ? line : `${line},${i === 0 ? 'label_bn' : 'মগ'}`))
            .join('\n'),
      });
    expect(problemsOf(shop(''))).toContain(
      'products.csv row 2 (sku mug-white): options_bn is empty: the product has options, so write their names and values there',
    );
    expect(problemsOf(shop('মাপ: S | M | L'))).toContain(
      'products.csv row 2 (sku mug-white): options_bn has 1 options with 3 values, options has 1 with 2',
    );
    const { catalogue } = loadShopData(shop('মাপ: ছোট | মাঝারি'));
    const mug = localiseCatalogue(catalogue, 'bn-IN').products.find((product) => product.sku === 'mug-white')!;
    expect(mug.options).toEqual([{ name: 'মাপ', values: ['ছোট', 'মাঝারি'] }]);
    // The variant keeps its SKU and price, and reads in Bengali.
    expect(mug.variants!.map((variant) => [variant.sku, variant.optionValues[0]])).toEqual([
      ['mug-white-s', 'ছোট'],
      ['mug-white-m', 'মাঝারি'],
    ]);
  });
});
