/**
 * The order list's state on this device: one store per page, read by React
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
import {
  addLine,
  ORDER_LIST_KEY,
  removeLine,
  sameLine,
  updateLine,
  writeStoredList,
  type StoredLine,
} from './orderList';
import { caughtUp, indexedDbRecord, storedTexts } from './lastWrite';
import {
  browserLocks,
  loadState,
  NOT_READY,
  ORDER_LIST_LOCK,
  SENT_ORDER_KEY,
  writeSent,
  type AddResult,
  type Change,
  type EventSource,
  type OrderListLocks,
  type OrderListState,
  type OrderListStore,
  type SentOrder,
  type Stored,
  type StoreOptions,
  type Waiting,
} from './orderListState';
import { browserStorage } from '../../lib/storage';

export { ORDER_LIST_LOCK, SENT_ORDER_KEY };
/** The most lines a list holds (`orderList.ts`), for the code that loads this module when needed. */
export { MAX_LINES } from './orderList';
export type { AddResult, OrderListLocks, OrderListState, OrderListStore, SentOrder, StoreOptions };

/**
 * A store over `storage` (read on first use, so nothing touches it while prerendering)
 * that listens for other tabs' changes on `events`.
 *
 * Every change is a read-merge-write: it re-reads the stored list, applies
 * itself and writes the result, all inside the {@link ORDER_LIST_LOCK} of `locks`, so
 * two tabs changing the list at the same moment take turns and neither writes over the
 * other's line. Each holder records what it wrote in `record` and the next waits until
 * its localStorage shows it (a browser may bring a tab's copy up to date late; see
 * `lastWrite.ts`). Meanwhile the page shows the change at once (a shopper typing a note
 * sees every letter), on top of what is stored. Without `locks` (an insecure context,
 * an older browser) the read-merge-write runs at once, in this tab's turn.
 */
export function createOrderListStore(
  storage: () => Storage | undefined,
  events: EventSource | undefined = typeof window === 'undefined' ? undefined : window,
  { locks = browserLocks(), record = indexedDbRecord() }: StoreOptions = {},
): OrderListStore {
  /** What storage holds, as last read or written (or this tab's memory, when storage cannot keep it). */
  let base: OrderListState | undefined;
  /** What the page shows: `base` with the changes still waiting for the lock applied. */
  let state: OrderListState | undefined;
  const waiting: Waiting[] = [];
  let lastWrite: Promise<unknown> = Promise.resolve();
  const listeners = new Set<() => void>();

  const load = () => loadState(storage());
  const stored = () => (base ??= load());
  const current = () => (state ??= stored());
  const show = () => {
    const { lines, sent } = stored();
    const shown = waiting.reduce<Stored>((before, change) => change.shown(before), { lines, sent });
    state = { ...stored(), lines: shown.lines, sent: shown.sent };
    listeners.forEach((listener) => listener());
  };

  /** Re-reads storage, applies `change` and writes the result; storage that fails keeps it in memory. */
  const readMergeWrite = <R>(change: Change<R>): R => {
    const before = stored();
    // A list that cannot be kept lives in this tab's memory: storage holds an older one, or none.
    const fresh = before.kept ? load() : before;
    const from = fresh.kept ? fresh : before;
    const { stored: after, result } = change({ lines: from.lines, sent: from.sent });
    const unreadable = before.unreadable || fresh.unreadable;
    if (after.lines === from.lines && after.sent === from.sent) {
      base = { ...from, kept: fresh.kept, unreadable, dropped: before.dropped };
    } else {
      const keptLines = writeStoredList(storage(), after.lines);
      const keptSent = writeSent(storage(), after.sent);
      base = { ...from, ...after, kept: keptLines && keptSent, unreadable, dropped: before.dropped };
    }
    return result;
  };

  /** Stores every change still waiting for its turn, now: the page is going away (a reload, a closed tab). */
  const storeWaiting = () => {
    if (waiting.length === 0) return;
    for (const change of [...waiting]) change.store();
    show();
  };
  let storesOnLeaving = false;

  /** Shows `change` at once and stores it in this tab's turn; resolves with its result once stored. */
  const apply = <R>(change: Change<R>): Promise<R> => {
    if (!locks) {
      const result = readMergeWrite(change);
      show();
      return Promise.resolve(result);
    }
    let outcome: { readonly result: R } | undefined;
    const entry: Waiting = {
      shown: (before) => change(before).stored,
      store: () => {
        if (outcome) return;
        waiting.splice(waiting.indexOf(entry), 1);
        outcome = { result: readMergeWrite(change) };
      },
    };
    waiting.push(entry);
    // What waits for the lock when the page goes away is stored then, without it, so no change is lost.
    if (!storesOnLeaving) events?.addEventListener('pagehide', storeWaiting);
    storesOnLeaving = true;
    show();
    let ran = false;
    const turn = async (): Promise<R> => {
      ran = true;
      // This tab's copy of localStorage may not show the last holder's write yet: wait for it.
      if (record && !outcome) await caughtUp(storage(), record);
      entry.store();
      show();
      const texts = stored().kept ? storedTexts(storage()) : undefined;
      if (record && texts) await record.write(texts);
      return outcome!.result;
    };
    // A lock request refused (a sandboxed or opaque origin) still stores the change.
    const written = locks.request<R>(ORDER_LIST_LOCK, turn).catch(async (error: unknown): Promise<R> => {
      if (ran) throw error;
      return turn();
    });
    lastWrite = Promise.allSettled([lastWrite, written]);
    return written;
  };

  /** The line at `index` of what the page shows, found again by product and size in `lines`. */
  const find = (index: number) => {
    const shown = current().lines[index];
    return (lines: readonly StoredLine[]) => (shown ? lines.findIndex((line) => sameLine(line, shown)) : -1);
  };
  const unchanged = (stored: Stored) => ({ stored, result: undefined });

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== ORDER_LIST_KEY && event.key !== SENT_ORDER_KEY) return;
    // A list that cannot be kept lives in this tab's memory only: nothing to take from storage.
    if (base && !base.kept) return;
    const fresh = load();
    base = base ? { ...fresh, unreadable: base.unreadable || fresh.unreadable, dropped: base.dropped } : fresh;
    show();
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
    getServerSnapshot: () => NOT_READY,
    add(line) {
      return apply<AddResult>((before) => {
        const added = addLine(before.lines, line);
        if (added.refused) return { stored: before, result: { merged: false, quantity: 0, refused: added.refused } };
        const quantity = added.lines.find((other) => sameLine(other, line))?.quantity ?? line.quantity;
        return { stored: { ...before, lines: added.lines }, result: { merged: added.merged, quantity } };
      });
    },
    update(index, change) {
      if (change.quantity !== undefined) {
        const quantity = change.quantity;
        if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > MAX_QUANTITY) {
          throw new RangeError(`Quantity ${quantity} is not a whole number from 1 to ${MAX_QUANTITY}`);
        }
      }
      const at = find(index);
      void apply((before) => {
        const i = at(before.lines);
        // Another tab removed the line meanwhile: nothing to change.
        return i < 0
          ? unchanged(before)
          : { stored: { ...before, lines: updateLine(before.lines, i, change) }, result: undefined };
      });
    },
    remove(index) {
      const at = find(index);
      void apply((before) => {
        const i = at(before.lines);
        return i < 0
          ? unchanged(before)
          : { stored: { ...before, lines: removeLine(before.lines, i) }, result: undefined };
      });
    },
    drop(skus) {
      const { lines, dropped } = current();
      const gone = skus.filter((sku) => lines.some((line) => line.sku === sku));
      if (gone.length === 0) return;
      // The notice names them at once, whichever tab's write removes them from storage.
      base = { ...stored(), dropped: [...dropped, ...gone.filter((sku) => !dropped.includes(sku))] };
      void apply((before) =>
        before.lines.some((line) => gone.includes(line.sku))
          ? { stored: { ...before, lines: before.lines.filter((line) => !gone.includes(line.sku)) }, result: undefined }
          : unchanged(before),
      );
    },
    markSent(order) {
      void apply((before) => ({ stored: { ...before, sent: order }, result: undefined }));
    },
    confirmSent(wentThrough) {
      void apply(({ lines, sent }) => {
        const remaining =
          wentThrough && sent ? lines.filter((line) => !sent.lines.some((out) => sameLine(out, line))) : lines;
        return { stored: { lines: remaining, sent: undefined }, result: undefined };
      });
    },
    written: () => lastWrite.then(() => undefined),
  };
}

/** This page's order list, kept in the browser's localStorage. */
export const orderListStore: OrderListStore = createOrderListStore(() => browserStorage('localStorage'));

/** The order list's state, re-rendering on every change (also from other tabs); empty and not ready until hydrated. */
export function useOrderList(store: OrderListStore = orderListStore): OrderListState {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
