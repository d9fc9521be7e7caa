/**
 * Indian contact details on the order form: mobile numbers and PIN codes.
 * The spec makes no field required, so these only say whether a value that *was*
 * typed is usable; callers decide whether to block.
 */
import { latinDigits } from '@storefront/catalog';
import type { Parsed } from './parse';

/**
 * An Indian mobile number: 10 digits starting 6–9, optionally written with +91, 91 or
 * 0 in front and with spaces, dashes, dots or brackets, in Latin or Bengali digits.
 * Returns it as `+91 98765 43210`.
 */
export function parseIndianMobile(input: string): Parsed<string> {
  const digits = latinDigits(input).replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  if (!match?.[1]) {
    return /^\+?\d*$/.test(digits)
      ? {
          ok: false,
          problem: 'notMobile',
          error: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9 (with or without +91).',
        }
      : { ok: false, problem: 'notDigits', error: 'A mobile number has only digits (and +91 in front, if you like).' };
  }
  const number = match[1];
  return { ok: true, value: `+91 ${number.slice(0, 5)} ${number.slice(5)}` };
}

/** An Indian PIN code: 6 digits, the first 1–9 (spaces allowed, e.g. '700 001'), in Latin or Bengali digits. */
export function parsePinCode(input: string): Parsed<string> {
  const digits = latinDigits(input).replace(/\s/g, '');
  if (!/^[1-9]\d{5}$/.test(digits)) {
    return { ok: false, problem: 'notPinCode', error: 'A PIN code has 6 digits, e.g. 700001.' };
  }
  return { ok: true, value: digits };
}
