/**
 * The order list's state on this device (issue 10): one store per page, read by React
 * through `useSyncExternalStore`, written through to localStorage on every change and
 * kept in step with other tabs through the `storage` event. When storage cannot be
 * used, the list still works for this visit and its state says it cannot be kept.
 *
 * Besides the lines, the store remembers an order list that was handed to WhatsApp but
 * not yet confirmed (WhatsApp only sends when the shopper presses Send there), so the
 * list can ask 'Did your order go through?' when the shopper comes back.
 */
import { MAX_QUANTITY } from '@storefront/order-link';
import { useSyncExternalStore } from 'react';
import * as v from 'valibot';
import {
  addLine,
  keepUnreadable,
  ORDER_LIST_KEY,
  readStoredList,
  removeLine,
  sameLine,
  updateLine,
  writeStoredList,
  type StoredLine,
} from './orderList';
import { browserStorage, readStored } from './savedDetails';

/** localStorage key of the order list handed to WhatsApp and not yet confirmed. */
export const SENT_ORDER_KEY = 'storefront.orderListSent.v1';

/** An order list handed to WhatsApp: its reference and which lines (by SKU and size) went out. */
export interface SentOrder {
  /** The order reference the message carried, e.g. '261122-7K3Q'. */
  readonly reference: string;
  /** The lines that were in the message. */
  readonly lines: ReadonlyArray<Pick<StoredLine, 'sku' | 'size'>>;
}

const Feet = v.pipe(v.number(), v.minValue(1), v.maxValue(100));
const SentOrderSchema = v.object({
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
   * are in `lines`, and the stored text is kept aside (issue 32), not wiped.
   */
  readonly unreadable: boolean;
  /** An order list handed to WhatsApp whose sending the shopper has not confirmed yet. */
  readonly sent?: SentOrder;
  /** SKUs of lines removed during this visit because their product left the catalogue (for a notice). */
  readonly dropped: readonly string[];
}

/** What adding a product did: whether it was already on the list, and its quantity now. */
export interface AddResult {
  readonly merged: boolean;
  readonly quantity: number;
  /** `full`: the list already holds its most lines (issue 32: `MAX_LINES`), so nothing was added. */
  readonly refused?: 'full';
}

/** The order list store; see the module comment. */
export interface OrderListStore {
  /** For `useSyncExternalStore`: calls `listener` after every change, here or in another tab. */
  subscribe(listener: () => void): () => void;
  /** The current state (the same object until something changes). */
  getSnapshot(): OrderListState;
  /** The state while prerendering and hydrating: empty and not ready. */
  getServerSnapshot(): OrderListState;
  /** Adds `line`, or raises the quantity of the same product in the same size. */
  add(line: StoredLine): AddResult;
  /** Changes the quantity or note of the line at `index`. */
  update(index: number, change: Partial<Pick<StoredLine, 'quantity' | 'note'>>): void;
  /** Removes the line at `index`. */
  remove(index: number): void;
  /** Removes every line whose product is gone from the catalogue (by SKU), remembering them in `dropped`. */
  drop(skus: readonly string[]): void;
  /** Remembers that `order` was handed to WhatsApp, so the list can ask whether it went through. */
  markSent(order: SentOrder): void;
  /** The shopper's answer: `true` removes the lines that were sent; `false` keeps them. Either way the question goes. */
  confirmSent(wentThrough: boolean): void;
}

/** Where storage events come from: the window, or a stand-in in tests. */
type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

const notReady: OrderListState = { ready: false, lines: [], kept: true, unreadable: false, dropped: [] };

function writeSent(storage: Storage | undefined, sent: SentOrder | undefined): boolean {
  try {
    if (!storage) return false;
    if (sent) storage.setItem(SENT_ORDER_KEY, JSON.stringify(sent));
    else storage.removeItem(SENT_ORDER_KEY);
    return true;
  } catch {
    return false;
  }
}

/**
 * A store over `storage` (read on first use, so nothing touches it while prerendering)
 * that listens for other tabs' changes on `events`.
 */
export function createOrderListStore(
  storage: () => Storage | undefined,
  events: EventSource | undefined = typeof window === 'undefined' ? undefined : window,
): OrderListStore {
  let state: OrderListState | undefined;
  const listeners = new Set<() => void>();

  const load = (): OrderListState => {
    const stored = readStoredList(storage());
    // What could not be read is kept aside before anything is written over it (issue 32).
    if (stored.raw !== undefined) keepUnreadable(storage(), stored.raw);
    return {
      ready: true,
      lines: stored.lines,
      kept: stored.problem !== 'unavailable',
      unreadable: stored.problem === 'garbage',
      sent: stored.problem === 'unavailable' ? undefined : readStored(storage(), SENT_ORDER_KEY, SentOrderSchema),
      dropped: [],
    };
  };
  const current = () => (state ??= load());
  const emit = () => listeners.forEach((listener) => listener());

  /** Sets new lines and sent order, writing them through; storage that fails leaves them in memory. */
  const commit = (lines: readonly StoredLine[], sent: SentOrder | undefined) => {
    const before = current();
    const keptLines = writeStoredList(storage(), lines);
    const keptSent = writeSent(storage(), sent);
    state = { ...before, lines, sent, kept: keptLines && keptSent };
    emit();
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== ORDER_LIST_KEY && event.key !== SENT_ORDER_KEY) return;
    // A list that cannot be kept lives in this tab's memory only: nothing to take from storage.
    if (state && !state.kept) return;
    const fresh = load();
    state = state ? { ...fresh, unreadable: state.unreadable || fresh.unreadable, dropped: state.dropped } : fresh;
    emit();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (listeners.size === 1) events?.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener('storage', onStorage);
      };
    },
    getSnapshot: current,
    getServerSnapshot: () => notReady,
    add(line) {
      const result = addLine(current().lines, line);
      if (result.refused) return { merged: false, quantity: 0, refused: result.refused };
      commit(result.lines, current().sent);
      const added = result.lines.find((other) => sameLine(other, line));
      return { merged: result.merged, quantity: added?.quantity ?? line.quantity };
    },
    update(index, change) {
      if (change.quantity !== undefined) {
        const quantity = change.quantity;
        if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
          throw new RangeError(`Quantity ${quantity} is not a whole number from 1 to ${MAX_QUANTITY}`);
        }
      }
      commit(updateLine(current().lines, index, change), current().sent);
    },
    remove(index) {
      commit(removeLine(current().lines, index), current().sent);
    },
    drop(skus) {
      const { lines, sent, dropped } = current();
      const gone = skus.filter((sku) => lines.some((line) => line.sku === sku));
      if (gone.length === 0) return;
      commit(
        lines.filter((line) => !gone.includes(line.sku)),
        sent,
      );
      state = { ...current(), dropped: [...dropped, ...gone.filter((sku) => !dropped.includes(sku))] };
      emit();
    },
    markSent(order) {
      commit(current().lines, order);
    },
    confirmSent(wentThrough) {
      const { lines, sent } = current();
      const remaining =
        wentThrough && sent ? lines.filter((line) => !sent.lines.some((out) => sameLine(out, line))) : lines;
      commit(remaining, undefined);
    },
  };
}

/** This page's order list, kept in the browser's localStorage. */
export const orderListStore: OrderListStore = createOrderListStore(() => browserStorage('localStorage'));

/** The order list's state, re-rendering on every change (also from other tabs); empty and not ready until hydrated. */
export function useOrderList(store: OrderListStore = orderListStore): OrderListState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
