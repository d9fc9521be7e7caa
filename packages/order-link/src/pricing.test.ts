import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise, isValidQuantity, type Price, type QuantityRule } from '@storefront/catalog';
import { MAX_QUANTITY, parseFeet, parseQuantity } from './parse';
import { areaPricePaise, areaSquareFeet, linePrice, lineTotalPaise, unitPricePaise } from './pricing';

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

  it('gives a pack price as the price of the whole pack', () => {
    expect(unitPricePaise({ kind: 'per-pack', packPaise: 20000, packSize: 100 })).toBe(20000);
  });

  it('multiplies exactly for any unit price and quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 100000 }), (unit, quantity) => {
        expect(BigInt(lineTotalPaise(unit, quantity))).toBe(BigInt(unit) * BigInt(quantity));
      }),
      RUNS,
    );
  });

  it('multiplies a price per piece: 100 mugs at ₹200 each cost ₹20,000.00', () => {
    expect(formatPaise(lineTotalPaise(20000, 100))).toBe('₹20,000.00');
  });

  it('refuses a quantity that is not a whole number of at least 1', () => {
    expect(() => lineTotalPaise(100, 0)).toThrow(RangeError);
    expect(() => lineTotalPaise(100, 1.5)).toThrow(RangeError);
  });
});

const cards: Price = {
  kind: 'per-pack',
  packPaise: 20000,
  packSize: 100,
  breaks: [
    { minQuantity: 500, paise: 18000 },
    { minQuantity: 1000, paise: 16500 },
  ],
};

describe('the price of a line', () => {
  it('divides a pack price by the pack: 100 visiting cards at ₹200 per 100 cost ₹200', () => {
    expect(linePrice(cards, 100)).toEqual({
      unitPaise: 20000,
      per: 100,
      totalPaise: 20000,
      breakIndex: -1,
      basePaise: 20000,
      savingPaise: 0,
    });
    expect(linePrice(cards, 300)?.totalPaise).toBe(60000);
  });

  it('applies the break a quantity falls in and says what it saves', () => {
    expect(linePrice(cards, 1000)).toEqual({
      unitPaise: 16500,
      per: 100,
      totalPaise: 165000,
      breakIndex: 1,
      basePaise: 20000,
      savingPaise: 35000,
    });
    expect(linePrice(cards, 500)).toMatchObject({ unitPaise: 18000, breakIndex: 0, totalPaise: 90000 });
  });

  it('prices pieces one by one, with their breaks', () => {
    const invitations: Price = { kind: 'fixed', unitPaise: 1500, breaks: [{ minQuantity: 300, paise: 1300 }] };
    expect(linePrice(invitations, 250)).toMatchObject({ unitPaise: 1500, per: 1, totalPaise: 375000, savingPaise: 0 });
    expect(linePrice(invitations, 300)).toMatchObject({ unitPaise: 1300, totalPaise: 390000, savingPaise: 60000 });
  });

  it('prices a banner by its area, with no break', () => {
    expect(linePrice({ kind: 'per-area', paisePerSquareFoot: 1000 }, 2, { lengthFeet: 3, widthFeet: 4.5 })).toEqual({
      unitPaise: 13500,
      per: 1,
      totalPaise: 27000,
      breakIndex: -1,
      basePaise: 13500,
      savingPaise: 0,
    });
    expect(() => linePrice({ kind: 'per-area', paisePerSquareFoot: 1000 }, 2)).toThrow(TypeError);
  });

  it('has no price for a product priced in the chat or not available', () => {
    expect(linePrice({ kind: 'on-request' }, 50)).toBeNull();
    expect(linePrice({ kind: 'unavailable' }, 1)).toBeNull();
  });

  it('refuses part of a pack, saying so', () => {
    expect(() => linePrice(cards, 150)).toThrow(
      new RangeError('quantity must be a whole number of packs of 100, got 150'),
    );
  });

  it('refuses a quantity that is not a whole number of at least 1, or a total past a safe integer', () => {
    for (const quantity of [0, -100, 1.5, Number.NaN]) expect(() => linePrice(cards, quantity)).toThrow(RangeError);
    expect(() => linePrice({ kind: 'on-request' }, 0)).toThrow(RangeError);
    expect(() => linePrice({ kind: 'fixed', unitPaise: Number.MAX_SAFE_INTEGER }, 2)).toThrow(RangeError);
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

  it('reads quantities and sides typed in Bengali digits exactly as in Latin ones', () => {
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

  it('refuses 150 visiting cards: they come in packs of 100, so order 100 or 200', () => {
    const rule: QuantityRule = { min: 100, step: 100, choices: [100, 200, 500, 1000] };
    expect(parseQuantity('150', rule, cards)).toEqual({
      ok: false,
      problem: 'notMultiple',
      limit: 100,
      lower: 100,
      higher: 200,
      error: 'Comes in packs of 100: order 100 or 200.',
    });
    expect(parseQuantity('1,050', rule, cards)).toMatchObject({
      error: 'Comes in packs of 100: order 1,000 or 1,100.',
    });
    expect(parseQuantity('300', rule, cards)).toEqual({ ok: true, value: 300 });
    expect(parseQuantity('৩০০', rule, cards)).toEqual({ ok: true, value: 300 });
  });

  it('speaks of multiples when the step is not a pack', () => {
    const invitations: QuantityRule = { min: 150, step: 50, choices: [] };
    expect(parseQuantity('275', invitations)).toEqual({
      ok: false,
      problem: 'notMultiple',
      limit: 50,
      lower: 250,
      higher: 300,
      error: 'Comes in multiples of 50: order 250 or 300.',
    });
  });

  it('keeps the minimum before the step, and suggests nothing past the largest order', () => {
    const rule: QuantityRule = { min: 100, step: 100, choices: [] };
    expect(parseQuantity('50', rule, cards)).toEqual({
      ok: false,
      problem: 'belowMinimum',
      limit: 100,
      error: 'The minimum order for this product is 100.',
    });
    const big: QuantityRule = { min: 300, step: 300, choices: [] };
    expect(parseQuantity('99,999', big)).toEqual({
      ok: false,
      problem: 'notMultiple',
      limit: 300,
      lower: 99900,
      error: 'Comes in multiples of 300: order 99,900.',
    });
  });

  it('accepts only quantities the rule allows, and suggests only such quantities around what was typed', () => {
    const rule = fc
      .record({ step: fc.integer({ min: 1, max: 1000 }), minSteps: fc.integer({ min: 1, max: 10 }) })
      .map(({ step, minSteps }): QuantityRule => ({ min: step * minSteps, step, choices: [] }));
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: MAX_QUANTITY + 1000 }), (quantityRule, typed) => {
        const result = parseQuantity(String(typed), quantityRule);
        if (result.ok) {
          expect(isValidQuantity(quantityRule, result.value)).toBe(true);
          expect(result.value).toBeLessThanOrEqual(MAX_QUANTITY);
        } else if (result.problem === 'notMultiple') {
          for (const suggestion of [result.lower, result.higher]) {
            if (suggestion !== undefined) expect(isValidQuantity(quantityRule, suggestion)).toBe(true);
          }
          expect(result.lower).toBeLessThan(typed);
          if (result.higher !== undefined) expect(result.higher).toBeGreaterThan(typed);
          expect(result.higher ?? 0).toBeLessThanOrEqual(MAX_QUANTITY);
        } else {
          expect(isValidQuantity(quantityRule, typed) && typed <= MAX_QUANTITY).toBe(false);
        }
      }),
      RUNS,
    );
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
