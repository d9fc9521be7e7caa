/**
 * The order list kept on this device: which products the shopper picked, how
 * many, what size and what note. Only the shopper's own choices are stored (by SKU);
 * titles, prices and minimum order quantities always come from the current catalogue,
 * so a stored list is never stale. Storage that is missing, full, blocked or holds
 * garbage never breaks a page: the list then lives for this visit only and says so.
 */
import type { Catalogue, Product } from '@storefront/catalog';
import { findOrderable, hasOptions, pricesVary, quantityRule } from '@storefront/catalog';
import type { SizeInFeet } from '@storefront/order-link';
import { MAX_QUANTITY } from '@storefront/order-link';
import * as v from 'valibot';

/** localStorage key of the list; the version changes if the stored shape does. */
export const ORDER_LIST_KEY = 'storefront.orderList.v1';

/** Longest personalisation note kept, in characters (a WhatsApp message has room for far less). */
export const MAX_NOTE_LENGTH = 500;

/**
 * Most lines an order list holds: what is written is what can be read back,
 * so a 101st product is refused where it is added, with a message, never stored.
 */
export const MAX_LINES = 100;

/**
 * localStorage key where a stored list that could not be read in full is kept aside:
 * never wiped, so nothing the shopper typed is lost for good.
 */
export const UNREADABLE_KEY = `${ORDER_LIST_KEY}.unreadable`;

/** One stored line: the product's SKU and the shopper's choices. */
export interface StoredLine {
  readonly sku: string;
  readonly quantity: number;
  readonly size?: SizeInFeet;
  readonly note: string;
}

const Feet = v.pipe(v.number(), v.minValue(1), v.maxValue(100));
const StoredLineSchema = v.object({
  sku: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  quantity: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_QUANTITY)),
  size: v.optional(v.object({ lengthFeet: Feet, widthFeet: Feet })),
  note: v.optional(v.pipe(v.string(), v.maxLength(MAX_NOTE_LENGTH)), ''),
});
/** What reading the stored list found: its lines, and whether storage could be read at all. */
export interface StoredList {
  readonly lines: readonly StoredLine[];
  /**
   * `unavailable`: storage cannot be used; `garbage`: it held something that is not a
   * list, or a list with lines that cannot be read (those that can are in `lines`).
   */
  readonly problem?: 'unavailable' | 'garbage';
  /** With `garbage`: the stored text as it was, to keep aside ({@link UNREADABLE_KEY}). */
  readonly raw?: string;
}

/** Reads the stored list; never throws. */
export function readStoredList(storage: Storage | undefined): StoredList {
  if (!storage) return { lines: [], problem: 'unavailable' };
  let raw: string | null;
  try {
    raw = storage.getItem(ORDER_LIST_KEY);
  } catch {
    return { lines: [], problem: 'unavailable' };
  }
  if (raw === null) return { lines: [] };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { lines: [], problem: 'garbage', raw };
  }
  if (!Array.isArray(value)) return { lines: [], problem: 'garbage', raw };
  // Every line that can be read comes back: one bad line does not cost the others.
  const lines = value.flatMap((line) => {
    const parsed = v.safeParse(StoredLineSchema, line);
    return parsed.success ? [parsed.output] : [];
  });
  return lines.length === value.length && lines.length <= MAX_LINES
    ? { lines }
    : { lines: lines.slice(0, MAX_LINES), problem: 'garbage', raw };
}

/**
 * Keeps `raw`, a stored value that could not be read in full, under `key` (by default
 * {@link UNREADABLE_KEY}, the list's), unless a copy is kept there already.
 * Never throws.
 */
export function keepUnreadable(storage: Storage | undefined, raw: string, key: string = UNREADABLE_KEY): void {
  try {
    if (storage && storage.getItem(key) === null) storage.setItem(key, raw);
  } catch {
    // Full or blocked storage: the list read is still shown; the copy cannot be kept.
  }
}

/** Stores `lines`; returns false when storage is missing, full or blocked (the list then lives in memory). */
export function writeStoredList(storage: Storage | undefined, lines: readonly StoredLine[]): boolean {
  try {
    if (!storage) return false;
    if (lines.length === 0) storage.removeItem(ORDER_LIST_KEY);
    else storage.setItem(ORDER_LIST_KEY, JSON.stringify(lines));
    return true;
  } catch {
    return false;
  }
}

/** A line of the list as pages show it: the current catalogue product and the shopper's choices. */
export interface OrderListEntry extends StoredLine {
  readonly product: Product;
  /** The line's position in the stored list (what the store's `update` and `remove` take). */
  readonly index: number;
}

/**
 * The stored lines joined with the current catalogue. A line whose product is gone (or
 * no longer orderable) is dropped and its SKU reported, so the page can say so; a
 * quantity below the product's current minimum, or not a whole number of its packs, is
 * raised to the next it sells ({@link validQuantity}). A line for which `loaded(sku)` is false
 * (default: none) is left out of both: its product was not looked up yet (its product shard is
 * still loading, ADR 0010), which is not the same as gone.
 */
export function resolveOrderList(
  catalogue: Catalogue,
  lines: readonly StoredLine[],
  loaded: (sku: string) => boolean = () => true,
): { entries: OrderListEntry[]; dropped: string[] } {
  const entries: OrderListEntry[] = [];
  const dropped: string[] = [];
  for (const [index, line] of lines.entries()) {
    // Not looked up yet (its product shard is loading): neither shown nor gone.
    if (!loaded(line.sku)) continue;
    // A variant's SKU gives the product seen as that variant (a stored frame line keeps its frame).
    const found = findOrderable(catalogue, line.sku);
    // A line saved before its product had options names no variant: where the variants' prices
    // differ, its price is agreed in the chat with its size, not taken from one size.
    const product =
      found && hasOptions(found) && !found.chosen && pricesVary(found)
        ? { ...found, price: { kind: 'on-request' as const } }
        : found;
    const areaPriced = product?.price.kind === 'per-area';
    if (!product || product.price.kind === 'unavailable' || areaPriced !== (line.size !== undefined)) {
      dropped.push(line.sku);
      continue;
    }
    entries.push({ ...line, product, index, quantity: validQuantity(product, line.quantity) });
  }
  return { entries, dropped };
}

/**
 * A stored quantity as the current catalogue sells it: raised to the minimum
 * order quantity, then up to a whole number of packs (a line of 150 visiting cards saved
 * before cards came in packs of 100 becomes 200, never fewer than the shopper asked for).
 * Quantities were always pieces, so a stored 100 business cards stays 100 cards.
 */
export function validQuantity(product: Product, quantity: number): number {
  const rule = quantityRule(product);
  const raised = Math.max(quantity, rule.min);
  return Math.min(Math.ceil(raised / rule.step) * rule.step, Math.floor(MAX_QUANTITY / rule.step) * rule.step);
}

/** True when two lines are the same order: the same product in the same size. */
export function sameLine(a: Pick<StoredLine, 'sku' | 'size'>, b: Pick<StoredLine, 'sku' | 'size'>): boolean {
  return a.sku === b.sku && a.size?.lengthFeet === b.size?.lengthFeet && a.size?.widthFeet === b.size?.widthFeet;
}

/**
 * `lines` with `line` added: a product already on the list (in the same size) has its
 * quantity raised instead (`merged`), capped at the largest quantity an order takes. A
 * new line on a list of {@link MAX_LINES} is refused (`refused: 'full'`, lines unchanged).
 */
export function addLine(
  lines: readonly StoredLine[],
  line: StoredLine,
): { lines: StoredLine[]; merged: boolean; refused?: 'full' } {
  const index = lines.findIndex((existing) => sameLine(existing, line));
  if (index === -1 && lines.length >= MAX_LINES) return { lines: [...lines], merged: false, refused: 'full' };
  if (index === -1) return { lines: [...lines, line], merged: false };
  return {
    lines: lines.map((existing, i) =>
      i === index ? { ...existing, quantity: Math.min(existing.quantity + line.quantity, MAX_QUANTITY) } : existing,
    ),
    merged: true,
  };
}

/** `lines` with the line at `index` changed by `change` (quantity or note). */
export function updateLine(
  lines: readonly StoredLine[],
  index: number,
  change: Partial<Pick<StoredLine, 'quantity' | 'note'>>,
): StoredLine[] {
  return lines.map((line, i) =>
    i === index
      ? {
          ...line,
          ...change,
          ...(change.note === undefined ? {} : { note: change.note.slice(0, MAX_NOTE_LENGTH) }),
        }
      : line,
  );
}

/** `lines` without the line at `index`. */
export function removeLine(lines: readonly StoredLine[], index: number): StoredLine[] {
  return lines.filter((_, i) => i !== index);
}
