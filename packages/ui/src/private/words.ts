/**
 * Small helpers for the design system's own words with numbers in them:
 * counts written the way the page writes prices, and `{placeholder}` templates whose
 * amount is drawn apart from the words around it.
 */
import { getUiLocale, type UiLocale } from '../i18n';
import { pageText } from '../pageTexts';

/** Latin digits and Indian grouping in both languages, as prices are written (README, Languages). */
const countLocaleTags: Readonly<Record<UiLocale, string>> = { 'en-IN': 'en-IN', 'bn-IN': 'bn-IN-u-nu-latn' };
const counters = new Map<UiLocale, Intl.NumberFormat>();

/** A count of pieces in the page's language: 1000 → '1,000', 100000 → '1,00,000' (Latin digits in Bengali too). */
export function formatCount(n: number): string {
  const locale = getUiLocale();
  // Carried from the prerender (pageTexts.ts): hydration makes no Intl.NumberFormat.
  return pageText(`count:${locale}:${n}`, () => {
    let counter = counters.get(locale);
    if (!counter) {
      counter = new Intl.NumberFormat(countLocaleTags[locale]);
      counters.set(locale, counter);
    }
    return counter.format(n);
  });
}

/** `template` with each `{name}` replaced by `values[name]` (names without a value stay as they are). */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => values[name] ?? slot);
}

/**
 * The words before and after `{price}` in `template`, so the amount can be drawn on its
 * own. A template without `{price}` (an older override such as 'per sq ft') follows it.
 */
export function aroundPrice(template: string): readonly [before: string, after: string] {
  const at = template.indexOf('{price}');
  if (at < 0) return ['', ` ${template}`];
  return [template.slice(0, at), template.slice(at + '{price}'.length)];
}

/** Words for a number of pieces: with a unit ('{n} {unit}': '100 cards'), or without one ('{n} pcs'). */
export interface CountLabels {
  /** A count of named pieces; `{n}` the number, `{unit}` their name, e.g. '{n} {unit}' → '100 cards'. */
  count: string;
  /** A count of pieces without a name; `{n}` the number, e.g. '{n} pcs' → '100 pcs'. */
  countPieces: string;
}

/**
 * `n` (pieces, or already-written text such as '100–400') as words: '100 cards' with a
 * `unit`, '100 pcs' without. Numbers are written by {@link formatCount}.
 */
export function countText(n: number | string, unit: string | undefined, labels: CountLabels): string {
  const number = typeof n === 'number' ? formatCount(n) : n;
  return unit ? fill(labels.count, { n: number, unit }) : fill(labels.countPieces, { n: number });
}
