/**
 * The data edge for a shop's spreadsheets: `categories.csv`, `products.csv`
 * and `navigation.csv` become the {@link Catalogue} model. Prices are written in rupees
 * and become integer paise here, once. Every problem is a sentence naming the file, the
 * row, the record and the field, e.g.
 * `products.csv row 14 (sku mug-heart): price "2OO" is not a number of rupees`.
 */
import type { ShopLocale } from '../locale';
import type { Category, Picture, Product, ProductText, Translations } from '../model';
import { checkColumns, splitList, type CsvRecord, type CsvTable } from './csv';
import { pictureAt, type ImageLookup } from './pictures';
import { readPrice, readQuantityRule, readSizePresets } from './priceColumns';
import { readOptions, readOptionTranslation } from './variantColumns';

export { readPrice } from './priceColumns';
import { otherLocales, productText, translatedCell, translatedColumns } from './translations';

/** The columns of `categories.csv` (plus `name_bn`… for the shop's other locales); the first three are required. */
export const categoryColumns = ['slug', 'name', 'image', 'layout', 'scroll_to_top'] as const;

/** The columns of `products.csv` a translation can have (`title_bn`, `subtitle_bn`, `image_alts_bn`, `details_bn`). */
export const productTextColumns = ['title', 'subtitle', 'image_alts', 'details', 'unit', 'options'] as const;

/** The columns of `products.csv` (plus their translations); see the README's 'Edit the catalogue' for each. */
export const productColumns = [
  'sku',
  'category',
  'title',
  'subtitle',
  'price',
  'price_unit',
  'pack_size',
  'unit',
  'min_quantity',
  'quantity_step',
  'quantity_choices',
  'price_breaks',
  'size_presets',
  'options',
  'images',
  'image_alts',
  'details',
  'slug',
  'photos',
] as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function yesNo(cell: string, fallback: boolean): boolean | undefined {
  if (cell === '') return fallback;
  if (/^(yes|y|true)$/i.test(cell)) return true;
  if (/^(no|n|false)$/i.test(cell)) return false;
  return undefined;
}

/** Reads `categories.csv`. Problems go to `problems`; bad rows are left out. */
export function readCategories(
  table: CsvTable,
  images: ImageLookup,
  problems: string[],
  locales: readonly ShopLocale[] = ['en-IN'],
): Category[] {
  if (!checkColumns(table, ['slug', 'name', 'image'], [...categoryColumns, ...translatedColumns(['name'])], problems)) {
    return [];
  }
  const seen = new Map<string, number>();
  const categories: Category[] = [];
  for (const { row, cells } of table.records) {
    const slug = cells.slug ?? '';
    const where = `${table.file} row ${row} (category ${slug || '?'})`;
    const before = problems.length;
    if (!SLUG.test(slug)) problems.push(`${where}: slug "${slug}" must be lower-case letters, digits and hyphens`);
    else if (seen.has(slug)) problems.push(`${where}: slug "${slug}" is already used on row ${seen.get(slug)}`);
    seen.set(slug, row);
    const name = cells.name ?? '';
    if (name === '') problems.push(`${where}: name is empty`);
    const layout = cells.layout || 'listing';
    if (layout !== 'listing' && layout !== 'area-calculator') {
      problems.push(`${where}: layout "${layout}" must be "listing" or "area-calculator"`);
    }
    const scrollToTop = yesNo(cells.scroll_to_top ?? '', true);
    if (scrollToTop === undefined) problems.push(`${where}: scroll_to_top "${cells.scroll_to_top}" must be yes or no`);
    const image = pictureAt(cells.image ?? '', '', images, `${where}: image "${cells.image}"`, problems);
    const translations: Translations<{ name: string }> = Object.fromEntries(
      otherLocales(locales).map((locale) => [
        locale,
        { name: translatedCell(cells, 'name', locale, true, where, problems) },
      ]),
    );
    if (problems.length > before || !image || scrollToTop === undefined) continue;
    categories.push({
      slug,
      name,
      image,
      layout: layout as Category['layout'],
      scrollToTopOnOpen: scrollToTop,
      ...(otherLocales(locales).length > 0 ? { translations } : {}),
    });
  }
  return categories;
}

/** A URL-safe slug from a title: 'Photo Frame 8x12 (1.5 inch)' → 'photo-frame-8x12-1-5-inch'. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function readProduct(
  { row, cells }: CsvRecord,
  file: string,
  categorySlugs: ReadonlySet<string>,
  images: ImageLookup,
  problems: string[],
  locales: readonly ShopLocale[],
): Product | undefined {
  const sku = cells.sku ?? '';
  const where = `${file} row ${row} (sku ${sku || '?'})`;
  const before = problems.length;
  if (!/^[A-Za-z0-9][\w.-]*$/.test(sku)) {
    problems.push(`${where}: sku "${sku}" must be letters, digits, '-', '_' or '.'`);
  }
  const title = cells.title ?? '';
  if (title === '') problems.push(`${where}: title is empty`);
  const category = cells.category ?? '';
  if (category !== '' && !categorySlugs.has(category)) {
    problems.push(`${where}: category "${category}" is not a slug in categories.csv`);
  }
  const basis = readPrice(cells.price ?? '', cells.price_unit ?? '', cells.pack_size ?? '');
  if (typeof basis === 'string') problems.push(`${where}: ${basis}`);
  const minText = cells.min_quantity ?? '';
  const minQuantity = minText === '' ? 1 : Number(minText);
  if (!Number.isSafeInteger(minQuantity) || minQuantity < 1) {
    problems.push(`${where}: min_quantity "${minText}" must be a whole number of 1 or more`);
  }
  const quantityRule =
    problems.length > before ? undefined : readQuantityRule(cells, basis, minQuantity, where, problems);
  const price = typeof basis === 'string' || !quantityRule ? basis : quantityRule.price;
  const unit = cells.unit ?? '';
  const sizePresets = readSizePresets(cells.size_presets ?? '', basis);
  if (typeof sizePresets === 'string') problems.push(`${where}: ${sizePresets}`);
  const options = readOptions(cells.options ?? '');
  if (typeof options === 'string') problems.push(`${where}: ${options}`);
  const withPhotos = yesNo(cells.photos ?? '', false);
  if (withPhotos === undefined) problems.push(`${where}: photos "${cells.photos}" must be yes or no`);
  const slug = cells.slug || slugify(title);
  if (!SLUG.test(slug)) problems.push(`${where}: slug "${slug}" must be lower-case letters, digits and hyphens`);
  const alts = splitList(cells.image_alts);
  const pictures = splitList(cells.images).map((path, i) =>
    pictureAt(path, alts[i] ?? title, images, `${where}: images "${path}"`, problems),
  );
  const base = {
    subtitle: cells.subtitle ?? '',
    pictures: pictures.length,
    details: splitList(cells.details).length,
    unit,
  };
  const translations: Translations<ProductText> = Object.fromEntries(
    otherLocales(locales).map((locale) => {
      const text = productText(cells, base, locale, where, problems);
      const translated =
        typeof options === 'string' ? undefined : readOptionTranslation(cells, options, locale, where, problems);
      return [locale, translated ? { ...text, options: translated } : text];
    }),
  );
  if (problems.length > before || typeof price === 'string' || !quantityRule || typeof options === 'string') {
    return undefined;
  }
  return {
    ...(options.length > 0 ? { options } : {}),
    ...(withPhotos ? { withPhotos } : {}),
    ...(unit !== '' ? { unit } : {}),
    ...(typeof sizePresets !== 'string' && sizePresets.length > 0 ? { sizePresets } : {}),
    ...quantityRule.rule,
    ...(otherLocales(locales).length > 0 ? { translations } : {}),
    sku,
    slug,
    categorySlug: category === '' ? null : category,
    title,
    subtitle: cells.subtitle ?? '',
    images: pictures.filter((picture): picture is Picture => picture !== undefined),
    price,
    minQuantity,
    details: splitList(cells.details),
  };
}

/**
 * Reads `products.csv`. A SKU may appear once; `category` must be a slug of
 * `categorySlugs` (or empty for a product shown only on the home page).
 * Problems go to `problems`; bad rows are left out.
 */
export function readProducts(
  table: CsvTable,
  categorySlugs: ReadonlySet<string>,
  images: ImageLookup,
  problems: string[],
  locales: readonly ShopLocale[] = ['en-IN'],
): Product[] {
  const known = [...productColumns, ...translatedColumns(productTextColumns)];
  if (!checkColumns(table, ['sku', 'category', 'title', 'price', 'images'], known, problems)) return [];
  const firstRow = new Map<string, number>();
  const products: Product[] = [];
  for (const record of table.records) {
    const sku = record.cells.sku ?? '';
    const earlier = firstRow.get(sku);
    if (earlier !== undefined) {
      problems.push(`${table.file} row ${record.row} (sku ${sku}): sku "${sku}" is already used on row ${earlier}`);
      continue;
    }
    if (sku !== '') firstRow.set(sku, record.row);
    const product = readProduct(record, table.file, categorySlugs, images, problems, locales);
    if (product) products.push(product);
  }
  return products;
}

export { navigationColumns, readNavigation } from './navigation';
