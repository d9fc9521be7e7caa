/**
 * Reading a shop's translations from its spreadsheets: a text column's
 * translation is the column with the locale's language as suffix (`title_bn`,
 * `name_bn`, `label_bn`). Problems are sentences naming the file, row and column.
 */
import { languageOf, localeNames, shopLocales, type ShopLocale } from '../locale';
import type { ProductText } from '../model';
import { splitList } from './csv';

/**
 * The translated form of `columns` for every locale the platform knows:
 * `['name']` → `['name_en', 'name_bn']`.
 */
export function translatedColumns(columns: readonly string[]): string[] {
  return shopLocales.flatMap((locale) => columns.map((column) => `${column}_${languageOf(locale)}`));
}

/**
 * The locales a shop's data files must translate into: every one of `locales` after
 * the first (the language the plain columns are written in).
 */
export function otherLocales(locales: readonly ShopLocale[]): readonly ShopLocale[] {
  return locales.slice(1);
}

/**
 * Reads the translation of `column` into `locale` from `cells` (e.g. `name_bn`).
 * Pushes `where: name_bn is empty …` when `required` and it is empty.
 */
export function translatedCell(
  cells: Readonly<Record<string, string>>,
  column: string,
  locale: ShopLocale,
  required: boolean,
  where: string,
  problems: string[],
): string {
  const name = `${column}_${languageOf(locale)}`;
  const value = (cells[name] ?? '').trim();
  if (required && value === '') {
    problems.push(
      `${where}: ${name} is empty: the shop is also in ${localeNames[locale]} (${locale}), so write it there`,
    );
  }
  return value;
}

/** The product's texts in `locale` from its `_bn`-style columns; problems for what is missing or miscounted. */
export function productText(
  cells: Readonly<Record<string, string>>,
  base: { subtitle: string; pictures: number; details: number; unit: string },
  locale: ShopLocale,
  where: string,
  problems: string[],
): ProductText {
  const title = translatedCell(cells, 'title', locale, true, where, problems);
  const subtitle = translatedCell(cells, 'subtitle', locale, base.subtitle !== '', where, problems);
  const language = languageOf(locale);
  const alts = splitList(cells[`image_alts_${language}`]);
  if (alts.length > 0 && alts.length !== base.pictures) {
    problems.push(`${where}: image_alts_${language} has ${alts.length} descriptions for ${base.pictures} pictures`);
  }
  const details = splitList(cells[`details_${language}`]);
  if (details.length !== base.details) {
    problems.push(`${where}: details_${language} has ${details.length} lines, details has ${base.details}`);
  }
  const unit = translatedCell(cells, 'unit', locale, base.unit !== '', where, problems);
  return {
    title,
    subtitle,
    imageAlts: Array.from({ length: base.pictures }, (_, i) => alts[i] ?? title),
    details,
    ...(unit !== '' ? { unit } : {}),
  };
}
