/**
 * Money as integer paise (₹1 = 100 paise) and its one formatter. Spec §9 (currency ₹).
 */

const formatters = new Map<number, Intl.NumberFormat>();

/**
 * Formats integer paise as Indian rupees with en-IN (lakh) grouping:
 * 2000000 → '₹20,000.00'; with `fractionDigits: 0`, 20000 → '₹200'.
 * @throws RangeError when `paise` is not a safe integer.
 */
export function formatPaise(paise: number, fractionDigits: 0 | 2 = 2): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be a safe integer, got ${paise}`);
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(fractionDigits, formatter);
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
