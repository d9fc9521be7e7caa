/**
 * Reading what a shopper types into a number the order can use: a
 * quantity in pieces (whole packs where the product is sold in packs) and a banner side
 * in feet, in Latin or Bengali digits. A failure says what is wrong (`problem`, `limit`,
 * the nearest valid quantities) for an app to word it in the page's language, with an
 * English `error` beside it.
 */
import { latinDigits, nearestQuantities, type Price, type QuantityRule } from '@storefront/catalog';

/**
 * What is wrong with a value a shopper typed, for a message in the page's
 * language: `empty`; `notNumber` (not a number of the right kind: a whole number for a
 * quantity, feet with up to two decimals for a side); `belowMinimum` / `aboveMaximum`
 * (see `limit`); `notMultiple` (a quantity that is not a multiple of the
 * product's step, e.g. 150 visiting cards sold in packs of 100; `limit` is the step, and
 * `lower` / `higher` the nearest quantities that can be ordered); `notMobile` (not an
 * Indian mobile number); `notDigits` (letters in a phone number); `notPinCode`.
 */
export type ParseProblem =
  'empty' | 'notNumber' | 'belowMinimum' | 'aboveMaximum' | 'notMultiple' | 'notMobile' | 'notDigits' | 'notPinCode';

/**
 * A parse outcome: the value, or what is wrong with it: `error`, an English message to
 * show next to the field, and `problem` (with `limit`, the bound that was crossed) for
 * an app to word it in the page's language. For `notMultiple`, `lower` and
 * `higher` are the nearest valid quantities below and above what was typed, in pieces
 * (`higher` is absent when it would pass {@link MAX_QUANTITY}).
 */
export type Parsed<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly error: string;
      readonly problem: ParseProblem;
      readonly limit?: number;
      readonly lower?: number;
      readonly higher?: number;
    };

/** Smallest and largest printable side in feet (spec §2: inputs have minimum 1). */
export const MIN_SIDE_FEET = 1;
/** The largest side the shop prints in one piece, in feet. */
export const MAX_SIDE_FEET = 100;

/**
 * Reads a side length typed by the shopper, in feet, to at most two decimals, in
 * Latin or Bengali digits ('2.5', '২.৫'). Empty, non-numeric, below {@link MIN_SIDE_FEET} or above {@link MAX_SIDE_FEET}
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

/** Indian grouping for the messages below, made on first use (wording.ts says why). */
let grouped: Intl.NumberFormat | undefined;
const groupDigits = (n: number) => (grouped ??= new Intl.NumberFormat('en-IN')).format(n);

/** The largest quantity one order may ask for. */
export const MAX_QUANTITY = 100000;

/**
 * Reads the quantity a shopper typed, in pieces: a whole number from the minimum order
 * quantity to {@link MAX_QUANTITY}, in Latin or Bengali digits ('100', '১০০').
 * Grouping commas and spaces are allowed ('1,000'). Anything else gives a message saying
 * what to type.
 * @param rule - the product's minimum order quantity (a number: any whole number from it
 *   on), or its quantity rule (`quantityRule(product)` of `@storefront/catalog`):
 *   the quantity must also be a multiple of `rule.step`, or the failure is `notMultiple`
 *   with `limit` the step and `lower` / `higher` the nearest valid quantities.
 * @param price - the product's price, optional: when it is a pack price whose pack is the
 *   step, the English message speaks of packs ('Comes in packs of 100: order 100 or 200.'),
 *   otherwise of multiples ('Comes in multiples of 50: order 250 or 300.').
 */
export function parseQuantity(input: string, rule: number | QuantityRule, price?: Price): Parsed<number> {
  const { min, step } = typeof rule === 'number' ? { min: rule, step: 1 } : rule;
  const text = latinDigits(input).trim().replace(/[,\s]/g, '');
  if (text === '') {
    return { ok: false, problem: 'empty', limit: min, error: `Enter a quantity of at least ${min}.` };
  }
  if (!/^\d+$/.test(text)) {
    return { ok: false, problem: 'notNumber', error: 'Quantity must be a whole number, like 1 or 100.' };
  }
  const value = Number(text);
  if (value < min) {
    return {
      ok: false,
      problem: 'belowMinimum',
      limit: min,
      error: `The minimum order for this product is ${min}.`,
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
  if (typeof rule !== 'number' && value % step !== 0) {
    const nearest = nearestQuantities(rule, value);
    const lower = nearest.lower;
    const higher = nearest.higher <= MAX_QUANTITY ? nearest.higher : undefined;
    const choices = [lower, higher].filter((q) => q !== undefined).map((q) => groupDigits(q));
    const basis =
      price?.kind === 'per-pack' && price.packSize === step
        ? `Comes in packs of ${groupDigits(step)}`
        : `Comes in multiples of ${groupDigits(step)}`;
    return {
      ok: false,
      problem: 'notMultiple',
      limit: step,
      ...(lower === undefined ? {} : { lower }),
      ...(higher === undefined ? {} : { higher }),
      error: choices.length > 0 ? `${basis}: order ${choices.join(' or ')}.` : `${basis}.`,
    };
  }
  return { ok: true, value };
}
