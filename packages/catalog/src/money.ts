/**
 * Money as integer paise (₹1 = 100 paise) and its one formatter, beside the `Price`
 * model they serve. Spec §9 (currency ₹). `@storefront/order-link` and
 * `@storefront/ui` both format through {@link formatPaise}.
 */
import type { ShopLocale } from './locale';
import { latinDigits } from './numerals';

/** Locales the shop formats money for: the shop's locales. */
export type MoneyLocale = ShopLocale;

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * How each locale writes money. Bengali pages write prices in Latin digits,
 * as West Bengal's shops, price tags and the big Indian stores' Bengali interfaces do,
 * and as the order message and the shopper's own PIN code and mobile number are
 * written: 'bn-IN' formats with the Latin numbering system (`-u-nu-latn`).
 */
const moneyLocaleTags: Readonly<Record<MoneyLocale, string>> = { 'en-IN': 'en-IN', 'bn-IN': 'bn-IN-u-nu-latn' };

/**
 * Formats integer paise as Indian rupees with lakh grouping for `locale`:
 * 2000000 → '₹20,000.00'; with `fractionDigits` 0, 20000 → '₹200'. Bengali pages get the
 * same Latin digits (see {@link moneyLocaleTags}). With `fractionDigits` 'auto', whole
 * rupees print without '.00' and anything else with two decimals ('₹200', '₹135.50').
 * @param paise - the amount in integer paise
 * @param fractionDigits - 2 (default), 0 or 'auto' decimals of a rupee
 * @param locale - 'en-IN' (default) or 'bn-IN'
 * @throws RangeError when `paise` is not a safe integer.
 */
export function formatPaise(paise: number, fractionDigits: 0 | 2 | 'auto' = 2, locale: MoneyLocale = 'en-IN'): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be a safe integer, got ${paise}`);
  if (fractionDigits === 'auto') fractionDigits = paise % 100 === 0 ? 0 : 2;
  const key = `${locale}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(moneyLocaleTags[locale], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  // Dividing by 100 is exact enough for display: any safe integer / 100 formats to the right 2 decimals.
  return formatter.format(paise / 100);
}

/**
 * Whole rupees to paise (₹449 → 44900).
 * @throws RangeError when `rupees` is not a non-negative safe integer.
 */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees) || rupees < 0) throw new RangeError(`rupees must be a whole amount, got ${rupees}`);
  return rupees * 100;
}

/**
 * Reads a price in rupees as the shop owner writes it ('200', '1,650', '₹ 19.99', or in
 * Bengali digits, '৫০০') and returns integer paise, or `undefined` when the text is not a number of rupees with
 * at most two decimals, or is too large to count exactly in paise (beyond `Number.MAX_SAFE_INTEGER`,
 * about ₹90 lakh crore). Zero and negative amounts are returned as they are; callers decide.
 */
export function parseRupees(text: string): number | undefined {
  const cleaned = latinDigits(text)
    .trim()
    .replace(/^₹\s*/, '')
    .replace(/,(?=\d{2,3}\b)/g, '');
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return undefined;
  const [, sign, whole = '0', fraction = ''] = match;
  // Integer arithmetic: '19.9' → 1990 paise, never 1989.9999.
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(paise)) return undefined;
  return sign === '-' ? -paise : paise;
}
