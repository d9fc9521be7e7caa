/**
 * `navigation.csv`, the header's links: each row a label and a site path, with
 * the label in the shop's other locales. Problems name the file and the row.
 */
import type { ShopLocale } from '../locale';
import type { NavLink, Translations } from '../model';
import { checkColumns, type CsvTable } from './csv';
import { otherLocales, translatedCell, translatedColumns } from './translations';

/** The columns of `navigation.csv`, both required. */
export const navigationColumns = ['label', 'href'] as const;

/** Reads `navigation.csv` (columns `label`, `href`). */
export function readNavigation(
  table: CsvTable,
  problems: string[],
  locales: readonly ShopLocale[] = ['en-IN'],
): NavLink[] {
  if (!checkColumns(table, ['label', 'href'], [...navigationColumns, ...translatedColumns(['label'])], problems)) {
    return [];
  }
  return table.records.flatMap(({ row, cells }) => {
    const label = cells.label ?? '';
    const href = cells.href ?? '';
    if (label === '' || !href.startsWith('/')) {
      problems.push(`${table.file} row ${row}: needs a label and an href starting with / (got "${label}", "${href}")`);
      return [];
    }
    const where = `${table.file} row ${row} (${label})`;
    const before = problems.length;
    const translations: Translations<{ label: string }> = Object.fromEntries(
      otherLocales(locales).map((locale) => [
        locale,
        { label: translatedCell(cells, 'label', locale, true, where, problems) },
      ]),
    );
    if (problems.length > before) return [];
    return [{ label, href, ...(otherLocales(locales).length > 0 ? { translations } : {}) }];
  });
}
