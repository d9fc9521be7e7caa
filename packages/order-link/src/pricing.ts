/**
 * Unit prices, line totals and banner area pricing, all in integer paise.
 * Spec §2 (banner calculator), §3 (prices, minimum order quantities), §9 (₹10 per sq ft);
 * the trade's price basis (per piece, per pack of N, per square foot; price breaks; quantity rules).
 */
import { basePaise, breakAt, piecesPerPrice, type Price } from '@storefront/catalog';

/** A printed size in feet, e.g. `{ lengthFeet: 3, widthFeet: 4.5 }`. */
export interface SizeInFeet {
  readonly lengthFeet: number;
  readonly widthFeet: number;
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
 * The price of one unit of sale in paise, before any price break: the piece
 * price (`fixed`), the pack price (`per-pack`: the price of `packSize` pieces, not of one
 * piece), or the area price of one piece of `size` (`per-area`); `null` when the price is
 * agreed in chat or the product is unavailable. Messages and totals use {@link linePrice},
 * which also applies the break a quantity falls in.
 * @throws TypeError when a per-area price is asked for without a size.
 */
export function unitPricePaise(price: Price, size?: SizeInFeet): number | null {
  switch (price.kind) {
    case 'fixed':
      return price.unitPaise;
    case 'per-pack':
      return price.packPaise;
    case 'per-area':
      if (!size) throw new TypeError('A per-area price needs a size in feet');
      return areaPricePaise(size, price.paisePerSquareFoot);
    case 'on-request':
    case 'unavailable':
      return null;
  }
}

/**
 * Line total = unit price × quantity, in paise, for a price per piece without breaks.
 * For a pack price or a price break use {@link linePrice}: this multiplies
 * whatever it is given, so a pack price here would be charged per piece.
 * @throws RangeError when quantity is not a positive integer or the total is not a safe integer.
 */
export function lineTotalPaise(unitPaise: number, quantity: number): number {
  assertQuantity(quantity);
  const total = unitPaise * quantity;
  if (!Number.isSafeInteger(total)) throw new RangeError('line total is too large');
  return total;
}

/** @throws RangeError when `quantity` is not a whole number ≥ 1. */
function assertQuantity(quantity: number): void {
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError(`quantity must be a whole number ≥ 1, got ${quantity}`);
}

/**
 * The money of one order line, all integer paise. A price is for one *unit of
 * sale*: a piece, a pack of `per` pieces, or one printed piece of a banner's size.
 */
export interface LinePrice {
  /**
   * The price of one unit of sale at the break in force, in paise: per piece, per pack
   * (16500 for 100 visiting cards from 1,000 on), or for a per-area price the price of
   * one piece of the given size.
   */
  readonly unitPaise: number;
  /** How many pieces `unitPaise` is for: 1, or the pack size (100 for visiting cards). */
  readonly per: number;
  /** The line total in paise: `unitPaise × quantity / per`, exact (the quantity is a whole number of packs). */
  readonly totalPaise: number;
  /** The index of the break in force in the price's `breaks`, or -1 for the base price (no break). */
  readonly breakIndex: number;
  /** The price of one unit of sale without any break (the catalogue price, at the minimum quantity), in paise. */
  readonly basePaise: number;
  /** What the break saves on this line: the total at `basePaise` minus `totalPaise`, in paise; 0 when no break applies. */
  readonly savingPaise: number;
}

/**
 * The exact price of `quantity` pieces at `price`: the break (tier) the
 * quantity falls in, divided by the pack size where there is one. 100 visiting cards at
 * ₹200 per 100 → `{ unitPaise: 20000, per: 100, totalPaise: 20000, … }`; 1,000 of them
 * with breaks from 500 at ₹180 and from 1,000 at ₹165 → `totalPaise` 165000,
 * `savingPaise` 35000. Per-area prices have no breaks: the unit is one piece of `size`.
 * @param price - the catalogue price (its basis and breaks)
 * @param quantity - how many pieces: a whole number ≥ 1 (whole packs for a pack price)
 * @param size - the printed size in feet, for a per-area price only
 * @returns the line's money, or `null` when the price is agreed in chat (on request) or
 *   the product is unavailable.
 * @throws RangeError when `quantity` is not a whole number ≥ 1, is not a whole number of
 *   packs for a pack price, or the total is not a safe integer.
 * @throws TypeError when a per-area price comes without a size.
 */
export function linePrice(price: Price, quantity: number, size?: SizeInFeet): LinePrice | null {
  assertQuantity(quantity);
  if (price.kind === 'on-request' || price.kind === 'unavailable') return null;
  if (price.kind === 'per-area') {
    const unitPaise = unitPricePaise(price, size) ?? 0;
    return priced({ unitPaise, per: 1, breakIndex: -1, basePaise: unitPaise }, quantity);
  }
  const per = piecesPerPrice(price) ?? 1;
  if (quantity % per !== 0) {
    throw new RangeError(`quantity must be a whole number of packs of ${per}, got ${quantity}`);
  }
  const tier = breakAt(price, quantity);
  const base = basePaise(price) ?? 0;
  return priced({ unitPaise: tier?.paise ?? base, per, breakIndex: tier?.index ?? -1, basePaise: base }, quantity);
}

/** The totals of a line whose unit of sale, pack size and break are known. */
function priced(line: Omit<LinePrice, 'totalPaise' | 'savingPaise'>, quantity: number): LinePrice {
  const units = quantity / line.per;
  const totalPaise = line.unitPaise * units;
  const baseTotalPaise = line.basePaise * units;
  if (!Number.isSafeInteger(totalPaise) || !Number.isSafeInteger(baseTotalPaise)) {
    throw new RangeError('line total is too large');
  }
  return { ...line, totalPaise, savingPaise: baseTotalPaise - totalPaise };
}
