/**
 * Options and variants in a shop's spreadsheets. `products.csv` names a
 * product's options in its `options` column ('Size: S | M | L | XL | XXL', several
 * options separated by ';', a colour's swatch after its name: 'Black #1f2937'), and
 * `variants.csv` lists the SKUs the shop makes, one row each: the product, the SKU, the
 * option values in order ('8x12 | 1.5 inch'), the price in rupees (empty: the product's),
 * pictures, and the slug of the old page that lands on it. A product with options and no
 * rows in `variants.csv` comes in every combination at its own price, with SKUs made of
 * its SKU and the values ('tshirts-1-xl'). Problems name the file, row, column and rule;
 * what concerns the catalogue as a whole (a SKU used by a product and a variant) is
 * `catalogueProblems`' to say.
 */
import type { ShopLocale } from '../locale';
import { languageOf } from '../locale';
import type { Picture, Product, ProductOption, Variant } from '../model';
import { quantityRuleProblems } from '../basis';
import { defaultVariant } from '../variants';
import { checkColumns, splitList, type CsvTable } from './csv';
import { pictureAt, type ImageLookup } from './pictures';
import { readPrice } from './priceColumns';
import { translatedColumns } from './translations';

/** The columns of `variants.csv` (plus `image_alts_bn`…); `product`, `sku` and `options` are required. */
export const variantColumns = ['product', 'sku', 'options', 'price', 'images', 'image_alts', 'former_slug'] as const;

const SWATCH = /^(.*\S)\s+(#[0-9a-f]{3}|#[0-9a-f]{6})$/i;

/**
 * Reads an `options` cell: 'Size: 8x12 | 10x15 ; Moulding: 1/2 inch | 1 inch' → two
 * options. A value may end in a colour for its swatch ('Navy #1e3a8a'). Empty → none.
 * Returns a problem sentence for an option without a name or values.
 */
export function readOptions(cell: string, column = 'options'): ProductOption[] | string {
  // Each option once, each value once, and a colour for every value or none.
  const options: ProductOption[] = [];
  for (const part of cell
    .split(';')
    .map((text) => text.trim())
    .filter(Boolean)) {
    const match = /^([^:]+):(.*)$/.exec(part);
    const values = match ? splitList(match[2]) : [];
    if (!match || match[1]!.trim() === '' || values.length === 0) {
      return `${column} "${part}" must be a name and its values, like "Size: S | M | L" (options separated by ";")`;
    }
    const name = match[1]!.trim();
    const swatches = values.map((value) => SWATCH.exec(value)?.[2]);
    const named = values.map((value) => SWATCH.exec(value)?.[1] ?? value);
    const colours = swatches.filter((swatch): swatch is string => swatch !== undefined);
    if (colours.length > 0 && colours.length < values.length) {
      return `${column} "${name}" gives a colour to some values but not all: write one after each, like "Navy #1e3a8a"`;
    }
    const twice = named.find(
      (value, i) => named.findIndex((other) => other.toLowerCase() === value.toLowerCase()) !== i,
    );
    if (twice !== undefined) return `${column} "${name}" has the value "${twice}" twice`;
    if (options.some((option) => option.name.toLowerCase() === name.toLowerCase())) {
      return `${column} "${name}" is named twice`;
    }
    options.push({ name, values: named, ...(colours.length > 0 ? { swatches: colours } : {}) });
  }
  return options;
}

/**
 * The translation of a product's options from its `options_bn`-style column: the same
 * options, the same number of values each, in the same order. Pushes a problem naming
 * the column otherwise (required when the product has options).
 */
export function readOptionTranslation(
  cells: Readonly<Record<string, string>>,
  options: readonly ProductOption[],
  locale: ShopLocale,
  where: string,
  problems: string[],
): { name: string; values: readonly string[] }[] | undefined {
  if (options.length === 0) return undefined;
  const column = `options_${languageOf(locale)}`;
  const cell = cells[column] ?? '';
  if (cell === '') {
    problems.push(`${where}: ${column} is empty: the product has options, so write their names and values there`);
    return undefined;
  }
  const translated = readOptions(cell, column);
  if (typeof translated === 'string') {
    problems.push(`${where}: ${translated}`);
    return undefined;
  }
  const counts = (list: readonly ProductOption[]) => list.map((option) => option.values.length).join(', ');
  if (counts(translated) !== counts(options)) {
    problems.push(
      `${where}: ${column} has ${translated.length} options with ${counts(translated)} values, options has ${options.length} with ${counts(options)}`,
    );
    return undefined;
  }
  return translated.map(({ name, values }) => ({ name, values }));
}

/** Every combination of the options' values, first option slowest: `[['S'], ['M'], …]`. */
function combinations(options: readonly ProductOption[]): string[][] {
  return options.reduce<string[][]>(
    (partial, option) => partial.flatMap((values) => option.values.map((value) => [...values, value])),
    [[]],
  );
}

/** A SKU-safe suffix from option values: ['8x12', '1.5 inch'] → '8x12-1-5-inch'. */
function skuSuffix(values: readonly string[]): string {
  return values
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Gives the products of `products.csv` their variants from `variants.csv` (`table`;
 * `undefined` when the shop has no such file): each product with options gets its rows,
 * or every combination when it has none. The product's `price` becomes its default
 * variant's (the first that can be ordered). Problems go to `problems`, each naming the
 * `variants.csv` row and column; a product with a bad variant row is left out.
 */
export function withVariants(
  products: readonly Product[],
  table: CsvTable | undefined,
  images: ImageLookup,
  problems: string[],
  locales: readonly ShopLocale[],
): Product[] {
  const rows = new Map<string, Variant[]>();
  const broken = new Set<string>();
  const bySku = new Map(products.map((product) => [product.sku, product]));
  const known = [...variantColumns, ...translatedColumns(['image_alts'])];
  if (table && checkColumns(table, ['product', 'sku', 'options'], known, problems)) {
    const seen = new Map<string, number>();
    const combinations = new Map<string, number>();
    for (const { row, cells } of table.records) {
      const sku = cells.sku ?? '';
      const where = `${table.file} row ${row} (sku ${sku || '?'})`;
      const before = problems.length;
      const product = bySku.get(cells.product ?? '');
      if (!/^[A-Za-z0-9][\w.-]*$/.test(sku))
        problems.push(`${where}: sku "${sku}" must be letters, digits, '-', '_' or '.'`);
      if (seen.has(sku)) problems.push(`${where}: sku "${sku}" is already used on row ${seen.get(sku)}`);
      seen.set(sku, row);
      if (!product) {
        problems.push(
          `${where}: product "${cells.product ?? ''}" is not a sku in products.csv (or its row has problems)`,
        );
        continue;
      }
      const options = product.options ?? [];
      if (options.length === 0) problems.push(`${where}: product ${product.sku} has no options in products.csv`);
      const optionValues = splitList(cells.options);
      const names = options.map((option) => option.name).join(', ');
      if (options.length > 0 && optionValues.length !== options.length) {
        problems.push(
          `${where}: options "${cells.options ?? ''}" must give ${options.length} values, one for each of ${names}, separated by "|"`,
        );
      } else {
        optionValues.forEach((value, i) => {
          const option = options[i];
          if (option && !option.values.includes(value)) {
            problems.push(
              `${where}: options "${value}" is not a value of ${option.name} in products.csv (${option.values.join(', ')})`,
            );
          }
        });
      }
      const combination = `${product.sku}\u0000${optionValues.join('\u0000')}`;
      if (combinations.has(combination)) {
        problems.push(
          `${where}: options "${optionValues.join(' | ')}" are those of row ${combinations.get(combination)} already`,
        );
      }
      combinations.set(combination, row);
      const unit = product.price.kind === 'per-pack' ? 'pack' : 'each';
      const packSize = product.price.kind === 'per-pack' ? String(product.price.packSize) : '';
      const price = cells.price ? readPrice(cells.price, unit, packSize) : product.price;
      if (typeof price === 'string') problems.push(`${where}: ${price}`);
      else {
        // The product's quantity rule holds for this price too (whole packs, breaks that never cost less).
        for (const problem of quantityRuleProblems({ ...product, price })) problems.push(`${where}: ${problem}`);
      }
      const slug = cells.former_slug ?? '';
      if (slug !== '' && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) {
        problems.push(`${where}: former_slug "${slug}" must be lower-case letters, digits and hyphens`);
      }
      const alts = splitList(cells.image_alts);
      const pictures = splitList(cells.images).map((path, i) =>
        pictureAt(path, alts[i] ?? product.title, images, `${where}: images "${path}"`, problems),
      );
      const translations = Object.fromEntries(
        locales.slice(1).map((locale) => {
          const column = `image_alts_${languageOf(locale)}`;
          const translated = splitList(cells[column]);
          if (translated.length !== pictures.length) {
            problems.push(`${where}: ${column} has ${translated.length} descriptions for ${pictures.length} pictures`);
          }
          return [locale, { imageAlts: translated }];
        }),
      );
      if (problems.length > before || typeof price === 'string') {
        broken.add(product.sku);
        continue;
      }
      rows.set(product.sku, [
        ...(rows.get(product.sku) ?? []),
        {
          sku,
          optionValues,
          // A variant's own price has no breaks of its own; one that keeps the product's price keeps its breaks.
          price,
          ...(pictures.length > 0
            ? { images: pictures.filter((picture): picture is Picture => picture !== undefined) }
            : {}),
          ...(slug !== '' ? { formerSlug: slug } : {}),
          ...(pictures.length > 0 && locales.length > 1 ? { translations } : {}),
        },
      ]);
    }
  }
  return products.flatMap((product) => {
    if (broken.has(product.sku)) return [];
    const options = product.options ?? [];
    if (options.length === 0) return [product];
    const variants =
      rows.get(product.sku) ??
      combinations(options).map((values) => ({
        sku: `${product.sku}-${skuSuffix(values)}`,
        optionValues: values,
        price: product.price,
      }));
    // The page opens on the first variant that can be ordered; the product's price is its price.
    const grouped: Product = { ...product, variants };
    return [{ ...grouped, price: defaultVariant(grouped)?.price ?? product.price }];
  });
}
