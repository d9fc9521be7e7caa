import { describe, expect, it } from 'vitest';
import type { Price } from './model';
import { priceTiers } from './tiers';

const cards: Price = {
  kind: 'per-pack',
  packPaise: 20000,
  packSize: 100,
  breaks: [
    { minQuantity: 500, paise: 18000 },
    { minQuantity: 1000, paise: 16500 },
  ],
};

describe('the tiers of a price with breaks', () => {
  it('covers the quantities from the minimum, one pack before the next tier, with each saving and the tier in force', () => {
    expect(priceTiers(cards, 100, undefined, 600)).toEqual([
      {
        fromPieces: 100,
        toPieces: 400,
        price: { kind: 'per-pack', packPaise: 20000, packSize: 100 },
        savingPercent: 0,
        inForce: false,
      },
      {
        fromPieces: 500,
        toPieces: 900,
        price: { kind: 'per-pack', packPaise: 18000, packSize: 100 },
        savingPercent: 10,
        inForce: true,
      },
      {
        fromPieces: 1000,
        price: { kind: 'per-pack', packPaise: 16500, packSize: 100 },
        savingPercent: 17,
        inForce: false,
      },
    ]);
  });

  it('marks no tier below the minimum or without a quantity, and has none for a price without breaks', () => {
    expect(priceTiers(cards, 100, undefined, 50).some((tier) => tier.inForce)).toBe(false);
    expect(priceTiers(cards, 100).some((tier) => tier.inForce)).toBe(false);
    expect(priceTiers({ kind: 'fixed', unitPaise: 1500 }, 1)).toEqual([]);
    expect(priceTiers({ kind: 'on-request' }, 1)).toEqual([]);
  });

  it('ends a tier one step before the next for a price per piece', () => {
    const mugs: Price = { kind: 'fixed', unitPaise: 20000, breaks: [{ minQuantity: 10, paise: 18000 }] };
    expect(
      priceTiers(mugs, 1, 1, 12).map(({ fromPieces, toPieces, inForce }) => [fromPieces, toPieces, inForce]),
    ).toEqual([
      [1, 9, false],
      [10, undefined, true],
    ]);
  });

  it('starts at the minimum order when it is above a break: that break is the first price, and no tier lies below the minimum', () => {
    const tiers = priceTiers(cards, 600, undefined, 1000);
    expect(
      tiers.map(({ fromPieces, toPieces, savingPercent, inForce }) => [fromPieces, toPieces, savingPercent, inForce]),
    ).toEqual([
      [600, 900, 0, false],
      [1000, undefined, 8, true],
    ]);
    expect(tiers[0]!.price).toEqual({ kind: 'per-pack', packPaise: 18000, packSize: 100 });
    expect(priceTiers(cards, 1000)).toEqual([]);
  });
});
