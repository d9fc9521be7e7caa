/**
 * Unit prices, line totals and banner area pricing, all in integer paise.
 * Spec §2 (banner calculator), §3 (prices, minimum order quantities), §9 (₹10 per sq ft).
 */
import { latinDigits, type Price } from '@storefront/catalog';

/** A printed size in feet, e.g. `{ lengthFeet: 3, widthFeet: 4.5 }`. */
export interface SizeInFeet {
  readonly lengthFeet: number;
  readonly widthFeet: number;
}

/**
 * What is wrong with a value a shopper typed (issue 11), for a message in the page's
 * language: `empty`; `notNumber` (not a number of the right kind: a whole number for a
 * quantity, feet with up to two decimals for a side); `belowMinimum` / `aboveMaximum`
 * (see `limit`); `notMobile` (not an Indian mobile number); `notDigits` (letters in a
 * phone number); `notPinCode`.
 */
export type ParseProblem =
  'empty' | 'notNumber' | 'belowMinimum' | 'aboveMaximum' | 'notMobile' | 'notDigits' | 'notPinCode';

/**
 * A parse outcome: the value, or what is wrong with it: `error`, an English message to
 * show next to the field, and `problem` (with `limit`, the bound that was crossed) for
 * an app to word it in the page's language.
 */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: string; readonly problem: ParseProblem; readonly limit?: number };

/** Smallest and largest printable side in feet (spec §2: inputs have minimum 1). */
export const MIN_SIDE_FEET = 1;
/** The largest side the shop prints in one piece, in feet. */
export const MAX_SIDE_FEET = 100;

/**
 * Reads a side length typed by the shopper, in feet, to at most two decimals, in
 * Latin or Bengali digits ('2.5', '২.৫'; issue 11). Empty, non-numeric, below {@link MIN_SIDE_FEET} or above {@link MAX_SIDE_FEET}
 * gives a message naming the side (`label`, e.g. 'Length').
 */
export function parseFeet(input: string, label: string): Parsed<number> {
  const text = latinDigits(input).trim();
  if (text === '') return { ok: false, problem: 'empty', error: `Enter the ${label.toLowerCase()} in feet.` };
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    return { ok: false, problem: 'notNumber', error: `${label} must be a number of feet, like 3 or 4.5.` };
  }
  const value = Number(text);
  if (value < MIN_SIDE_FEET) {
    return {
      ok: false,
      problem: 'belowMinimum',
      limit: MIN_SIDE_FEET,
      error: `${label} must be at least ${MIN_SIDE_FEET} ft.`,
    };
  }
  if (value > MAX_SIDE_FEET) {
    return {
      ok: false,
      problem: 'aboveMaximum',
      limit: MAX_SIDE_FEET,
      error: `${label} can be at most ${MAX_SIDE_FEET} ft.`,
    };
  }
  return { ok: true, value };
}

/** Feet with up to two decimals as an exact integer count of hundredths of a foot. */
function hundredths(feet: number): number {
  return Math.round(feet * 100);
}

/**
 * The price of one printed piece of `size` at `paisePerSquareFoot`, in paise,
 * rounded half up to the nearest paisa. Exact for sides given to two decimals:
 * 3 × 4.5 ft at 1000 paise/sq ft → 13500 paise (₹135.00).
 */
export function areaPricePaise(size: SizeInFeet, paisePerSquareFoot: number): number {
  // (L·100)(W·100) is the area in 1/10000 sq ft, an integer; one division at the end.
  const areaTenThousandths = hundredths(size.lengthFeet) * hundredths(size.widthFeet);
  return Math.round((areaTenThousandths * paisePerSquareFoot) / 10000);
}

/** The area of `size` in square feet, for display (3 × 4.5 → 13.5). */
export function areaSquareFeet(size: SizeInFeet): number {
  return (hundredths(size.lengthFeet) * hundredths(size.widthFeet)) / 10000;
}

/**
 * The price of one unit in paise: the fixed unit price, or the area price for
 * `size`; `null` when the price is agreed in chat or the product is unavailable.
 * @throws TypeError when a per-area price is asked for without a size.
 */
export function unitPricePaise(price: Price, size?: SizeInFeet): number | null {
  switch (price.kind) {
    case 'fixed':
      return price.unitPaise;
    case 'per-area':
      if (!size) throw new TypeError('A per-area price needs a size in feet');
      return areaPricePaise(size, price.paisePerSquareFoot);
    case 'on-request':
    case 'unavailable':
      return null;
  }
}

/**
 * Line total = unit price × quantity, in paise.
 * @throws RangeError when quantity is not a positive integer or the total is not a safe integer.
 */
export function lineTotalPaise(unitPaise: number, quantity: number): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`quantity must be a whole number ≥ 1, got ${quantity}`);
  const total = unitPaise * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError('line total is too large');
  return total;
}

/** The largest quantity one order may ask for. */
export const MAX_QUANTITY = 100000;

/**
 * Reads the quantity a shopper typed: a whole number from `minQuantity` (the product's
 * minimum order quantity) to {@link MAX_QUANTITY}, in Latin or Bengali digits ('100',
 * '১০০'; issue 11). Grouping commas and spaces are allowed ('1,000'). Anything else gives a message saying what to type.
 */
export function parseQuantity(input: string, minQuantity: number): Parsed<number> {
  const text = latinDigits(input).trim().replace(/[,\s]/g, '');
  if (text === '') {
    return { ok: false, problem: 'empty', limit: minQuantity, error: `Enter a quantity of at least ${minQuantity}.` };
  }
  if (!/^\d+$/.test(text)) {
    return { ok: false, problem: 'notNumber', error: 'Quantity must be a whole number, like 1 or 100.' };
  }
  const value = Number(text);
  if (value < minQuantity) {
    return {
      ok: false,
      problem: 'belowMinimum',
      limit: minQuantity,
      error: `The minimum order for this product is ${minQuantity}.`,
    };
  }
  if (value > MAX_QUANTITY) {
    return {
      ok: false,
      problem: 'aboveMaximum',
      limit: MAX_QUANTITY,
      error: `For more than ${MAX_QUANTITY} pieces, message us directly.`,
    };
  }
  return { ok: true, value };
}
