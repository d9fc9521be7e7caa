/**
 * The money of an order list: each line priced by `linePrice` (its basis
 * and the break in force), the grand total and the savings, exact in integer paise.
 */
import type { OrderListLine } from './list';
import { linePrice, type LinePrice } from './pricing';

/** The money of one order-list line, in integer paise; every field `null` for a price agreed in the chat. */
export interface OrderListLineTotals {
  /** The price of one unit of sale at the break in force (per piece, per pack, or one piece of a banner's size). */
  readonly unitPaise: number | null;
  /** The line total. */
  readonly lineTotalPaise: number | null;
  /** Everything about the line's price: basis, break and saving (see `linePrice`). */
  readonly linePrice: LinePrice | null;
}

/** The money of an order list, in integer paise: line by line, the grand total and what the breaks save. */
export interface OrderListTotals {
  /** Per line, in the list's order: its unit price, total and {@link LinePrice}, or `null`s for a price agreed in the chat. */
  readonly lines: readonly OrderListLineTotals[];
  /** The sum of the priced lines. */
  readonly grandTotalPaise: number;
  /** What the price breaks save over the whole list; 0 when no break applies. */
  readonly savingPaise: number;
  /** How many lines are priced in the chat (price on request), left out of the grand total. */
  readonly pricedInChat: number;
}

/**
 * Unit prices, line totals, savings and the grand total of `lines`, exactly, in paise,
 * each line priced by `linePrice` (its basis and break).
 * @throws TypeError when an area-priced line comes without a size.
 * @throws RangeError when a quantity is not a whole number ≥ 1 or not whole packs, or a total is not a safe integer.
 */
export function orderListTotals(lines: readonly OrderListLine[]): OrderListTotals {
  const priced = lines.map((line): OrderListLineTotals => {
    const price = linePrice(line.product.price, line.quantity, line.size);
    return { unitPaise: price?.unitPaise ?? null, lineTotalPaise: price?.totalPaise ?? null, linePrice: price };
  });
  const sum = (paise: (line: LinePrice) => number) =>
    priced.reduce((total, line) => total + (line.linePrice ? paise(line.linePrice) : 0), 0);
  const grandTotalPaise = sum((line) => line.totalPaise);
  if (!Number.isSafeInteger(grandTotalPaise)) throw new RangeError('grand total is too large');
  return {
    lines: priced,
    grandTotalPaise,
    savingPaise: sum((line) => line.savingPaise),
    pricedInChat: priced.filter((line) => line.linePrice === null).length,
  };
}
