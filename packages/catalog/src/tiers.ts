/**
 * A price's breaks as the rows of a table (the design system draws
 * them, the catalogue works them out): the quantities each tier covers, its price per
 * piece or per pack, its saving against the first tier, and the tier a quantity falls in.
 */
import { breakAt, piecesPerPrice, priceBreaksOf } from './basis';
import type { Price } from './model';

/** One tier of a price with breaks: '100–400 cards · ₹200 / 100 cards · —', then '500–900 cards · ₹180 · 10%'. */
export interface PriceTier {
  /** The tier's first quantity, in pieces. */
  readonly fromPieces: number;
  /** The tier's last quantity, in pieces (one step before the next tier); absent for the last, open-ended tier. */
  readonly toPieces?: number;
  /** The price of one unit of sale in this tier, without breaks: per piece (`fixed`) or per pack. */
  readonly price: Price;
  /** The saving against the first tier, in whole percent, rounded down (0 for the first). */
  readonly savingPercent: number;
  /** True for the tier `quantity` falls in. */
  readonly inForce: boolean;
}

/**
 * The tiers of `price` from `minQuantity` on: the price at the minimum order, then each
 * break above it (empty for a price without breaks above the minimum, or not per piece or
 * per pack; a break at or below the minimum only sets the first tier's price). Tiers end one `step` before
 * the next begins (100–400 cards, then 500). The tier `quantity` falls in is marked, unless
 * `quantity` is absent or below `minQuantity`.
 * @param minQuantity - the product's minimum order quantity, in pieces
 * @param step - the quantity step, in pieces (default: the pack size, or 1)
 * @param quantity - the quantity chosen now, in pieces
 */
export function priceTiers(price: Price, minQuantity: number, step?: number, quantity?: number): PriceTier[] {
  // The first tier is the price at the minimum order (a break at or below it is that price).
  const first = breakAt(price, minQuantity);
  const breaks = priceBreaksOf(price).filter((tier) => tier.minQuantity > minQuantity);
  if (first === undefined || breaks.length === 0) return [];
  const base = first.paise;
  const starts = [{ minQuantity, paise: base }, ...breaks];
  const gap = step ?? piecesPerPrice(price) ?? 1;
  const inForce =
    quantity !== undefined && quantity >= minQuantity
      ? starts.findLastIndex((tier) => quantity >= tier.minQuantity)
      : -1;
  return starts.map((tier, index) => {
    const next = starts[index + 1];
    const tierPrice: Price =
      price.kind === 'per-pack'
        ? { kind: 'per-pack', packPaise: tier.paise, packSize: price.packSize }
        : { kind: 'fixed', unitPaise: tier.paise };
    return {
      fromPieces: tier.minQuantity,
      ...(next ? { toPieces: Math.max(tier.minQuantity, next.minQuantity - gap) } : {}),
      price: tierPrice,
      savingPercent: Math.floor(((base - tier.paise) * 100) / base),
      inForce: index === inForce,
    };
  });
}
