import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakAt,
  isValidQuantity,
  nearestQuantities,
  quantityRule,
  quantityRuleProblems,
  smallestOrderPaise,
} from './basis';
import { sortProducts } from './listing';
import type { Price, Product } from './model';

const cards: Pick<Product, 'minQuantity' | 'price'> = {
  minQuantity: 100,
  price: {
    kind: 'per-pack',
    packPaise: 20000,
    packSize: 100,
    breaks: [
      { minQuantity: 500, paise: 18000 },
      { minQuantity: 1000, paise: 16500 },
    ],
  },
};

/** A pack or piece price with breaks that keep the rule: each break's first quantity costs at least the one below it. */
const tradeProduct = fc
  .record({
    pack: fc.constantFrom(1, 2, 10, 50, 100, 1000),
    minPacks: fc.integer({ min: 1, max: 5 }),
    base: fc.integer({ min: 100, max: 500000 }),
    gaps: fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 4 }),
    cuts: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ pack, minPacks, base, gaps, cuts }) => {
    const min = pack * minPacks;
    let quantity = min;
    let paise = base;
    const breaks: { minQuantity: number; paise: number }[] = [];
    gaps.forEach((gap, i) => {
      const next = quantity + gap * pack;
      // The lowest price that keeps (next - pack) × paise ≤ next × price, rounded up; then somewhere below paise.
      const floor = Math.ceil((paise * (next - pack)) / next);
      const price = Math.min(paise - 1, floor + Math.floor((paise - 1 - floor) * (cuts[i] ?? 0)));
      if (price >= floor && price > 0) {
        breaks.push({ minQuantity: next, paise: price });
        quantity = next;
        paise = price;
      }
    });
    const price: Price =
      pack === 1
        ? { kind: 'fixed', unitPaise: base, breaks }
        : { kind: 'per-pack', packPaise: base, packSize: pack, breaks };
    return { minQuantity: min, price };
  });

const totalOf = (product: Pick<Product, 'price'>, quantity: number) => {
  const per = product.price.kind === 'per-pack' ? product.price.packSize : 1;
  return (breakAt(product.price, quantity)!.paise * quantity) / per;
};

describe('price basis and quantity rule', () => {
  it('sells visiting cards in whole packs of 100 and suggests the nearest packs', () => {
    const rule = quantityRule(cards);
    expect(rule).toEqual({ min: 100, step: 100, choices: [] });
    expect([100, 150, 300].map((q) => isValidQuantity(rule, q))).toEqual([true, false, true]);
    expect(nearestQuantities(rule, 150)).toEqual({ lower: 100, higher: 200 });
    expect(nearestQuantities(rule, 50)).toEqual({ higher: 100 });
  });

  it('applies the break a quantity falls in, and the base price just below it', () => {
    expect(breakAt(cards.price, 400)).toEqual({ index: -1, paise: 20000 });
    expect(breakAt(cards.price, 500)).toEqual({ index: 0, paise: 18000 });
    expect(breakAt(cards.price, 999)).toEqual({ index: 0, paise: 18000 });
    expect(breakAt(cards.price, 1000)).toEqual({ index: 1, paise: 16500 });
  });

  it('accepts a break table where buying more never costs less, and then the total never falls', () => {
    fc.assert(
      fc.property(tradeProduct, fc.integer({ min: 0, max: 200 }), (product, steps) => {
        expect(quantityRuleProblems(product)).toEqual([]);
        const { min, step } = quantityRule(product);
        const quantity = min + steps * step;
        expect(totalOf(product, quantity + step)).toBeGreaterThanOrEqual(totalOf(product, quantity));
      }),
    );
  });

  it('rejects a break that makes more cost less than fewer, naming both quantities', () => {
    const cheaper = { ...cards, price: { ...cards.price, breaks: [{ minQuantity: 1000, paise: 16000 }] } } as const;
    expect(quantityRuleProblems(cheaper)).toEqual([
      'price_breaks "1000": 900 would cost more than 1000 (1800 against 1600 rupees); buying more must never cost less in total',
    ]);
  });

  it('sorts by what the smallest order costs, so 100 cards (₹200) come before one ₹449 gift', () => {
    const product = (sku: string, minQuantity: number, price: Price) =>
      ({ sku, minQuantity, price, title: sku }) as unknown as Product;
    const gift = product('gift', 1, { kind: 'fixed', unitPaise: 44900 });
    const card = product('cards', 100, { kind: 'per-pack', packPaise: 20000, packSize: 100 });
    const invitation = product('invitation', 150, { kind: 'fixed', unitPaise: 1500 });
    expect(smallestOrderPaise(card)).toBe(20000);
    expect(smallestOrderPaise(invitation)).toBe(225000);
    expect(sortProducts([invitation, gift, card], 'price-asc').map((p) => p.sku)).toEqual([
      'cards',
      'gift',
      'invitation',
    ]);
  });
});
