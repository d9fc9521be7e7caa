/**
 * Sample price tiers for the stories and tests of `PriceBreakTable`, as an app
 * works them out with the catalogue's `priceTiers`: the design system only draws them.
 */
import type { PriceTierValue } from '../model';

/**
 * The cards' tiers as an app works them out (the catalogue's `priceTiers`): 100–400 cards at
 * ₹200 per 100, 500–900 at ₹180 (10% less), 1,000+ at ₹165 (17% less); `inForce` marks one.
 */
export function sampleCardTiers(inForce?: number): PriceTierValue[] {
  return [
    { fromPieces: 100, toPieces: 400, packPaise: 20000, savingPercent: 0 },
    { fromPieces: 500, toPieces: 900, packPaise: 18000, savingPercent: 10 },
    { fromPieces: 1000, packPaise: 16500, savingPercent: 17 },
  ].map(({ packPaise, ...tier }, index) => ({
    ...tier,
    price: { kind: 'per-pack', packPaise, packSize: 100 },
    inForce: index === inForce,
  }));
}

/** The medals' tiers in steps of 10 (the catalogue's `priceTiers`): 10–40 at ₹20 each, 50–90 at ₹18, 100+ at ₹17. */
export function sampleMedalTiers(inForce?: number): PriceTierValue[] {
  return [
    { fromPieces: 10, toPieces: 40, unitPaise: 2000, savingPercent: 0 },
    { fromPieces: 50, toPieces: 90, unitPaise: 1800, savingPercent: 10 },
    { fromPieces: 100, unitPaise: 1700, savingPercent: 15 },
  ].map(({ unitPaise, ...tier }, index) => ({
    ...tier,
    price: { kind: 'fixed', unitPaise },
    inForce: index === inForce,
  }));
}
