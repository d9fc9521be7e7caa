/**
 * The shapes of the order list store: what pages see of the list,
 * what the store offers them, and the order list handed to WhatsApp, as stored.
 */
import * as v from 'valibot';
import type { WriteRecord } from './lastWrite';
import { keepUnreadable, readStoredList, type StoredLine } from './orderList';
import { readStored } from '../../lib/storage';

/** localStorage key of the order list handed to WhatsApp and not yet confirmed. */
export const SENT_ORDER_KEY = 'storefront.orderListSent.v1';
/** Where a stored sent order that could not be read is kept aside. */
export const UNREADABLE_SENT_KEY = `${SENT_ORDER_KEY}.unreadable`;

/** An order list handed to WhatsApp: its reference and which lines (by SKU and size) went out. */
export interface SentOrder {
  /** The order reference the message carried, e.g. '261122-7K3Q'. */
  readonly reference: string;
  /** The lines that were in the message. */
  readonly lines: ReadonlyArray<Pick<StoredLine, 'sku' | 'size'>>;
}

const Feet = v.pipe(v.number(), v.minValue(1), v.maxValue(100));
/** The stored {@link SentOrder}, checked when read. */
export const SentOrderSchema = v.object({
  reference: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  lines: v.pipe(
    v.array(
      v.object({
        sku: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
        size: v.optional(v.object({ lengthFeet: Feet, widthFeet: Feet })),
      }),
    ),
    v.maxLength(100),
  ),
});

/** What the pages see of the order list. */
export interface OrderListState {
  /** False while prerendering and hydrating (the device's list is not known yet). */
  readonly ready: boolean;
  /** The shopper's lines, in the order they were added. */
  readonly lines: readonly StoredLine[];
  /** False when storage is missing, full or blocked: the list lives only as long as this page. */
  readonly kept: boolean;
  /**
   * True when storage held a list that could not be read in full: the lines that could
   * are in `lines`, and the stored text is kept aside, not wiped.
   */
  readonly unreadable: boolean;
  /** An order list handed to WhatsApp whose sending the shopper has not confirmed yet. */
  readonly sent?: SentOrder;
  /** SKUs of lines removed during this visit because their product left the catalogue (for a notice). */
  readonly dropped: readonly string[];
}

/** What adding a product did: whether it was already on the list, and its quantity now. */
export interface AddResult {
  /** True when the product (in the same size) was on the list already and its quantity was raised. */
  readonly merged: boolean;
  /** The line's quantity now, in pieces (0 when refused). */
  readonly quantity: number;
  /** `full`: the list already holds its most lines (`MAX_LINES`), so nothing was added. */
  readonly refused?: 'full';
}

/**
 * The part of the Web Locks API (`navigator.locks`) the store uses: `request` runs
 * `callback` once this origin holds the lock called `name` (in every tab, one holder at a
 * time, in the order asked) and resolves with its result.
 */
export interface OrderListLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The order list store; see the module comment. */
export interface OrderListStore {
  /** For `useSyncExternalStore`: calls `listener` after every change, here or in another tab. */
  subscribe(listener: () => void): () => void;
  /** The current state (the same object until something changes). */
  getSnapshot(): OrderListState;
  /** The state while prerendering and hydrating: empty and not ready. */
  getServerSnapshot(): OrderListState;
  /**
   * Adds `line`, or raises the quantity of the same product in the same size. The page
   * shows it at once; the promise settles once it is stored, with what the stored list
   * (which another tab may have changed meanwhile) made of it. Never rejects.
   */
  add(line: StoredLine): Promise<AddResult>;
  /**
   * Changes the quantity or note of the line at `index` (of the current snapshot).
   * @throws RangeError for a quantity that is not a whole number from 1 to `MAX_QUANTITY`
   */
  update(index: number, change: Partial<Pick<StoredLine, 'quantity' | 'note'>>): void;
  /** Removes the line at `index` (of the current snapshot). */
  remove(index: number): void;
  /** Removes every line whose product is gone from the catalogue (by SKU), remembering them in `dropped`. */
  drop(skus: readonly string[]): void;
  /** Remembers that `order` was handed to WhatsApp, so the list can ask whether it went through. */
  markSent(order: SentOrder): void;
  /** The shopper's answer: `true` removes the lines that were sent; `false` keeps them. Either way the question goes. */
  confirmSent(wentThrough: boolean): void;
  /** Settles once every change made so far is stored (or found unstorable); never rejects. */
  written(): Promise<void>;
}

/** Stores `sent`, or forgets it when `undefined`; false when storage is missing, full or blocked. Never throws. */
export function writeSent(storage: Storage | undefined, sent: SentOrder | undefined): boolean {
  try {
    if (!storage) return false;
    if (sent) storage.setItem(SENT_ORDER_KEY, JSON.stringify(sent));
    else storage.removeItem(SENT_ORDER_KEY);
    return true;
  } catch {
    return false;
  }
}

/** How a store takes turns with other tabs; both default to the browser's. */
export interface StoreOptions {
  /** The Web Locks API; without it, each change is read, merged and written at once. */
  locks?: OrderListLocks | undefined;
  /** Where the last write is recorded for the next lock holder (see `lastWrite.ts`); used only with `locks`. */
  record?: WriteRecord | undefined;
}

/** The browser's Web Locks, where it has them (not in insecure contexts or older browsers). */
export function browserLocks(): OrderListLocks | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}

/** Where storage events come from: the window, or a stand-in in tests. */
export type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** What one change works on and gives back: the stored lines and the order handed to WhatsApp. */
export interface Stored {
  /** The order list's lines. */
  readonly lines: readonly StoredLine[];
  /** The order handed to WhatsApp and not yet confirmed, if any. */
  readonly sent: SentOrder | undefined;
}

/** A change to the stored list: the same `Stored` back when it changes nothing. */
export type Change<R> = (stored: Stored) => { readonly stored: Stored; readonly result: R };

/** A change waiting for the lock: how the page shows it meanwhile, and how to store it (once). */
export interface Waiting {
  /** `before` with the change applied, for the page. */
  readonly shown: (before: Stored) => Stored;
  /** Reads, merges and writes the change; does nothing the second time. */
  readonly store: () => void;
}

/** The Web Locks lock every tab of the shop takes around a read-modify-write of the list. */
export const ORDER_LIST_LOCK = 'storefront.orderList';

/** The state while prerendering and hydrating: empty and not ready. */
export const NOT_READY: OrderListState = { ready: false, lines: [], kept: true, unreadable: false, dropped: [] };

/**
 * The order list as `storage` holds it, never throwing: what could not be read is kept
 * aside (`keepUnreadable`) before anything is written over it.
 */
export function loadState(storage: Storage | undefined): OrderListState {
  const stored = readStoredList(storage);
  if (stored.raw !== undefined) keepUnreadable(storage, stored.raw);
  const sent = stored.problem === 'unavailable' ? undefined : readStored(storage, SENT_ORDER_KEY, SentOrderSchema);
  if (sent === undefined && stored.problem !== 'unavailable') {
    // A sent order that fails to read is kept aside before the next write forgets it.
    let raw: string | null = null;
    try {
      raw = storage?.getItem(SENT_ORDER_KEY) ?? null;
    } catch {
      // Blocked storage: nothing to keep.
    }
    if (raw !== null) keepUnreadable(storage, raw, UNREADABLE_SENT_KEY);
  }
  return {
    ready: true,
    lines: stored.lines,
    kept: stored.problem !== 'unavailable',
    unreadable: stored.problem === 'garbage',
    sent,
    dropped: [],
  };
}
