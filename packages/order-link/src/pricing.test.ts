import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise } from '@storefront/catalog';
import { areaPricePaise, areaSquareFeet, lineTotalPaise, parseFeet, parseQuantity, unitPricePaise } from './pricing';

const RUNS = { numRuns: 2000 };

describe('money', () => {
  it('formats paise as rupees with Indian (lakh) grouping', () => {
    expect(formatPaise(10000000)).toBe('₹1,00,000.00');
    expect(formatPaise(13500)).toBe('₹135.00');
    expect(formatPaise(20000, 0)).toBe('₹200');
    expect(formatPaise(1999)).toBe('₹19.99');
  });

  it('refuses fractional paise', () => {
    expect(() => formatPaise(10.5)).toThrow(RangeError);
  });
});

describe('banner area pricing', () => {
  it('prices a 3 × 4.5 ft banner at ₹135.00 (13.5 sq ft at ₹10)', () => {
    const size = { lengthFeet: 3, widthFeet: 4.5 };
    expect(areaSquareFeet(size)).toBe(13.5);
    expect(areaPricePaise(size, 1000)).toBe(13500);
    expect(unitPricePaise({ kind: 'per-area', paisePerSquareFoot: 1000 }, size)).toBe(13500);
  });

  it('is exact for any size given to two decimals (checked against integer arithmetic)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10000 }),
        fc.integer({ min: 100, max: 10000 }),
        fc.integer({ min: 1, max: 100000 }),
        (l, w, rate) => {
          const expected = (BigInt(l) * BigInt(w) * BigInt(rate) + 5000n) / 10000n; // half up
          expect(BigInt(areaPricePaise({ lengthFeet: l / 100, widthFeet: w / 100 }, rate))).toBe(expected);
        },
      ),
      RUNS,
    );
  });

  it('needs a size for a per-area price', () => {
    expect(() => unitPricePaise({ kind: 'per-area', paisePerSquareFoot: 1000 })).toThrow(TypeError);
  });
});

describe('unit price and line total', () => {
  it('has no unit price for price-on-request or unavailable products', () => {
    expect(unitPricePaise({ kind: 'on-request' })).toBeNull();
    expect(unitPricePaise({ kind: 'unavailable' })).toBeNull();
    expect(unitPricePaise({ kind: 'fixed', unitPaise: 20000 })).toBe(20000);
  });

  it('multiplies exactly for any unit price and quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 100000 }), (unit, quantity) => {
        expect(BigInt(lineTotalPaise(unit, quantity))).toBe(BigInt(unit) * BigInt(quantity));
      }),
      RUNS,
    );
  });

  it('prices 100 standard business cards at ₹20,000.00', () => {
    expect(formatPaise(lineTotalPaise(20000, 100))).toBe('₹20,000.00');
  });

  it('refuses a quantity that is not a whole number of at least 1', () => {
    expect(() => lineTotalPaise(100, 0)).toThrow(RangeError);
    expect(() => lineTotalPaise(100, 1.5)).toThrow(RangeError);
  });
});

describe('reading what the shopper typed', () => {
  it('accepts sides from 1 ft, to two decimals', () => {
    expect(parseFeet('3', 'Length')).toEqual({ ok: true, value: 3 });
    expect(parseFeet(' 4.5 ', 'Width')).toEqual({ ok: true, value: 4.5 });
  });

  it('says what is wrong with a zero, negative, empty or odd side', () => {
    expect(parseFeet('0', 'Length')).toEqual({
      ok: false,
      problem: 'belowMinimum',
      limit: 1,
      error: 'Length must be at least 1 ft.',
    });
    expect(parseFeet('-2', 'Width')).toEqual({
      ok: false,
      problem: 'notNumber',
      error: 'Width must be a number of feet, like 3 or 4.5.',
    });
    expect(parseFeet('', 'Length')).toEqual({ ok: false, problem: 'empty', error: 'Enter the length in feet.' });
    expect(parseFeet('3.333', 'Length').ok).toBe(false);
    expect(parseFeet('1e3', 'Length').ok).toBe(false);
    expect(parseFeet('101', 'Length')).toEqual({
      ok: false,
      problem: 'aboveMaximum',
      limit: 100,
      error: 'Length can be at most 100 ft.',
    });
  });

  it('accepts whole quantities from the minimum order quantity, with grouping', () => {
    expect(parseQuantity('100', 100)).toEqual({ ok: true, value: 100 });
    expect(parseQuantity('1,000', 100)).toEqual({ ok: true, value: 1000 });
  });

  it('reads quantities and sides typed in Bengali digits exactly as in Latin ones (issue 11)', () => {
    expect(parseQuantity('১০০', 100)).toEqual({ ok: true, value: 100 });
    expect(parseQuantity('১,০০০', 100)).toEqual({ ok: true, value: 1000 });
    expect(parseQuantity('৫০', 100)).toEqual({
      ok: false,
      problem: 'belowMinimum',
      limit: 100,
      error: 'The minimum order for this product is 100.',
    });
    expect(parseFeet('২.৫', 'Length')).toEqual({ ok: true, value: 2.5 });
    expect(parseFeet('০', 'Width')).toEqual({
      ok: false,
      problem: 'belowMinimum',
      limit: 1,
      error: 'Width must be at least 1 ft.',
    });
  });

  it('explains a quantity below the minimum, fractional, or empty', () => {
    expect(parseQuantity('50', 100)).toEqual({
      ok: false,
      problem: 'belowMinimum',
      limit: 100,
      error: 'The minimum order for this product is 100.',
    });
    expect(parseQuantity('2.5', 1)).toEqual({
      ok: false,
      problem: 'notNumber',
      error: 'Quantity must be a whole number, like 1 or 100.',
    });
    expect(parseQuantity(' ', 150)).toEqual({
      ok: false,
      problem: 'empty',
      limit: 150,
      error: 'Enter a quantity of at least 150.',
    });
  });

  it('never accepts a quantity below the minimum, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 1000 }), (typed, min) => {
        const result = parseQuantity(typed, min);
        if (result.ok) expect(Number.isInteger(result.value) && result.value >= min).toBe(true);
      }),
      RUNS,
    );
  });
});
