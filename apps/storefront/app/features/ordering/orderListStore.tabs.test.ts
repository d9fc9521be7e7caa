import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MAX_LINES, ORDER_LIST_KEY, UNREADABLE_KEY, type StoredLine } from './orderList';
import type { WriteRecord, WrittenTexts } from './lastWrite';
import { createOrderListStore, type OrderListLocks, type StoreOptions } from './orderListStore';
import { memoryStorage } from '../../test/storage';

/**
 * Two tabs adding at the same moment never lose a line. Each "tab" is a store
 * over one shared storage; like the browser, a write in one tab reaches the other only
 * later, as a `storage` event, and the Web Locks API grants one lock at a time, in order.
 */

/** One origin's locks: one holder at a time, granted in the order asked, never synchronously. */
function sharedLocks(): OrderListLocks {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: (_name, callback) => {
      const granted = tail.then(() => callback());
      tail = granted.catch(() => undefined);
      return granted;
    },
  };
}

/** One origin's IndexedDB record of the last write: the same in every tab, answered a moment later. */
function sharedRecord(): WriteRecord {
  let last: WrittenTexts | undefined;
  return {
    read: () => new Promise((resolve) => setTimeout(() => resolve(last), 0)),
    write: (texts) =>
      new Promise((resolve) =>
        setTimeout(() => {
          last = texts;
          resolve();
        }, 0),
      ),
  };
}

/**
 * Two tabs of one browser, each with its own copy of localStorage (as Chromium keeps
 * one per process): a write reaches the other tab's copy, and its `storage` event, only
 * after `delayMs`. `shared` is the browser's own, always current.
 */
function twoTabs(delayMs: number, options: StoreOptions) {
  const shared = memoryStorage();
  const copies = [memoryStorage(), memoryStorage()] as const;
  const events = [new EventTarget(), new EventTarget()] as const;
  const storageOf = (tab: 0 | 1): Storage => {
    const copy = copies[tab];
    const other = tab === 0 ? 1 : 0;
    const tell = (key: string, apply: (storage: Storage) => void) => {
      apply(copy);
      apply(shared);
      setTimeout(() => {
        apply(copies[other]);
        events[other].dispatchEvent(Object.assign(new Event('storage'), { key }));
      }, delayMs);
    };
    return {
      get length() {
        return copy.length;
      },
      getItem: (key) => copy.getItem(key),
      key: (index) => copy.key(index),
      clear: () => copy.clear(),
      setItem: (key, value) => tell(key, (storage) => storage.setItem(key, value)),
      removeItem: (key) => tell(key, (storage) => storage.removeItem(key)),
    };
  };
  const tabs = ([0, 1] as const).map((tab) => {
    const store = createOrderListStore(() => storageOf(tab), events[tab], options);
    // Both tabs show the list (so each has read it) before anyone adds.
    store.subscribe(() => {});
    store.getSnapshot();
    return store;
  });
  return { shared, tabs };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const skus = ['business-cards-1', 'custom-mugs-1', 'banners-1', 'stickers-1', 'pens-1', 'frames-1'];

describe('two tabs adding at once', () => {
  it('never lose a line: every product either tab added is stored, with every quantity added', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            tab: fc.constantFrom(0 as const, 1 as const),
            sku: fc.constantFrom(...skus),
            quantity: fc.nat(9),
          }),
          { minLength: 1, maxLength: 16 },
        ),
        fc.constantFrom(0, 1, 5),
        async (adds, delayMs) => {
          const { shared, tabs } = twoTabs(delayMs, { locks: sharedLocks(), record: sharedRecord() });
          // Every add is started before any is written: the same moment in two tabs.
          await Promise.all(
            adds.map(({ tab, sku, quantity }) => tabs[tab]!.add({ sku, quantity: quantity + 1, note: '' })),
          );
          await settle(delayMs + 5);
          const expected = new Map<string, number>();
          for (const { sku, quantity } of adds) expected.set(sku, (expected.get(sku) ?? 0) + quantity + 1);
          const stored: StoredLine[] = JSON.parse(shared.getItem(ORDER_LIST_KEY) ?? '[]');
          expect(new Map(stored.map((line) => [line.sku, line.quantity]))).toEqual(expected);
          // Both tabs show what is stored once the other's news has arrived.
          for (const tab of tabs) expect(tab!.getSnapshot().lines).toEqual(stored);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('8 adds in each tab at the same moment leave 16 lines', async () => {
    const { shared, tabs } = twoTabs(1, { locks: sharedLocks(), record: sharedRecord() });
    await Promise.all(
      Array.from({ length: 16 }, (_, i) => tabs[i % 2]!.add({ sku: `sku-${i}`, quantity: 1, note: '' })),
    );
    await settle(10);
    expect(JSON.parse(shared.getItem(ORDER_LIST_KEY) ?? '[]')).toHaveLength(16);
  });
});

describe('the order list store with Web Locks', () => {
  const cards: StoredLine = { sku: 'business-cards-1', quantity: 100, note: '' };
  const mug: StoredLine = { sku: 'custom-mugs-1', quantity: 1, note: '' };

  it('shows every letter of a note at once, and stores the last', async () => {
    const { shared, tabs } = twoTabs(1, { locks: sharedLocks(), record: sharedRecord() });
    const [here] = tabs;
    await here!.add(mug);
    for (const note of ['অ', 'অমি', 'অমিত']) here!.update(0, { note });
    expect(here!.getSnapshot().lines).toEqual([{ ...mug, note: 'অমিত' }]);
    await here!.written();
    expect(JSON.parse(shared.getItem(ORDER_LIST_KEY)!)).toEqual([{ ...mug, note: 'অমিত' }]);
  });

  it('changes the line the shopper saw, even after another tab removed the one before it', async () => {
    const { shared, tabs } = twoTabs(50, { locks: sharedLocks(), record: sharedRecord() });
    const [here, there] = tabs;
    await here!.add(cards);
    await here!.add(mug);
    await settle(60);
    // There, the mug is line 1; here, before the news arrives, the cards go.
    here!.remove(0);
    there!.update(1, { note: 'Logo in blue' });
    await Promise.all([here!.written(), there!.written()]);
    expect(JSON.parse(shared.getItem(ORDER_LIST_KEY)!)).toEqual([{ ...mug, note: 'Logo in blue' }]);
  });

  it('still refuses a 101st product, says when storage is full, and keeps a damaged list aside', async () => {
    const storage = memoryStorage();
    const full = Array.from({ length: MAX_LINES }, (_, i) => ({ sku: `sku-${i}`, quantity: 1, note: '' }));
    storage.setItem(ORDER_LIST_KEY, JSON.stringify(full));
    const store = createOrderListStore(() => storage, new EventTarget(), {
      locks: sharedLocks(),
      record: sharedRecord(),
    });
    expect(await store.add(cards)).toEqual({ merged: false, quantity: 0, refused: 'full' });
    expect(store.getSnapshot().lines).toHaveLength(MAX_LINES);

    storage.setItem(ORDER_LIST_KEY, '[{"sku": "custom-mugs-1", "quantity": 1}, "damaged"]');
    const salvaged = createOrderListStore(() => storage, new EventTarget(), {
      locks: sharedLocks(),
      record: sharedRecord(),
    });
    expect(salvaged.getSnapshot()).toMatchObject({ lines: [{ ...mug }], unreadable: true });
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await salvaged.add(cards);
    expect(salvaged.getSnapshot()).toMatchObject({ lines: [mug, cards], kept: false, unreadable: true });
    expect(storage.getItem(UNREADABLE_KEY)).toBe('[{"sku": "custom-mugs-1", "quantity": 1}, "damaged"]');
  });
});

describe('leaving the page', () => {
  it('stores a change still waiting for its turn when the page goes away, and only once', async () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    let grant: () => void = () => {};
    const held = new Promise<void>((resolve) => (grant = resolve));
    // Another tab holds the lock until `grant`.
    const locks: OrderListLocks = { request: (_name, callback) => held.then(callback) };
    const store = createOrderListStore(() => storage, events, { locks, record: sharedRecord() });
    const added = store.add({ sku: 'custom-mugs-1', quantity: 2, note: '' });
    store.update(0, { note: 'অমিত' });
    expect(storage.getItem(ORDER_LIST_KEY)).toBeNull();
    events.dispatchEvent(new Event('pagehide'));
    const stored = [{ sku: 'custom-mugs-1', quantity: 2, note: 'অমিত' }];
    expect(JSON.parse(storage.getItem(ORDER_LIST_KEY)!)).toEqual(stored);
    grant();
    expect(await added).toEqual({ merged: false, quantity: 2 });
    await store.written();
    expect(JSON.parse(storage.getItem(ORDER_LIST_KEY)!)).toEqual(stored);
  });
});
