import { describe, expect, it, vi } from 'vitest';
import { MAX_LINES, ORDER_LIST_KEY, UNREADABLE_KEY, type StoredLine } from './orderList';
import { createOrderListStore, SENT_ORDER_KEY } from './orderListStore';
import { UNREADABLE_SENT_KEY } from './orderListState';
import { memoryStorage, throwingStorage } from '../../test/storage';

const cards: StoredLine = { sku: 'business-cards-1', quantity: 100, note: '' };
const banner: StoredLine = { sku: 'banners-1', quantity: 1, size: { lengthFeet: 2.5, widthFeet: 3.5 }, note: '' };
const mug: StoredLine = { sku: 'custom-mugs-1', quantity: 1, note: 'অমিত ও রিয়া' };

/** The device's storage, as the store reads it: the same one on every read. */
const storageOf = (storage: Storage) => () => storage;

/** Another tab writing `key`: the browser fires a `storage` event in this one. */
function otherTabWrote(events: EventTarget, key: string | null) {
  events.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

describe('the order list store', () => {
  it('is empty and not ready while prerendering, and reads the device only when asked', () => {
    const storage = memoryStorage();
    const getItem = vi.spyOn(storage, 'getItem');
    const store = createOrderListStore(() => storage, new EventTarget());
    expect(store.getServerSnapshot()).toEqual({ ready: false, lines: [], kept: true, unreadable: false, dropped: [] });
    expect(getItem).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toEqual({
      ready: true,
      lines: [],
      kept: true,
      unreadable: false,
      sent: undefined,
      dropped: [],
    });
  });

  it('writes every change through, so a reload finds the same list', () => {
    const storage = memoryStorage();
    const store = createOrderListStore(() => storage, new EventTarget());
    store.add(cards);
    store.add(banner);
    store.add(mug);
    store.update(0, { quantity: 250 });
    store.remove(1);
    const reloaded = createOrderListStore(() => storage, new EventTarget());
    expect(reloaded.getSnapshot().lines).toEqual([{ ...cards, quantity: 250 }, mug]);
    expect(JSON.parse(storage.getItem(ORDER_LIST_KEY)!)).toHaveLength(2);
  });

  it('raises the quantity of a product already on the list and says so', async () => {
    const store = createOrderListStore(storageOf(memoryStorage()), new EventTarget());
    expect(await store.add(cards)).toEqual({ merged: false, quantity: 100 });
    expect(await store.add(cards)).toEqual({ merged: true, quantity: 200 });
    expect(await store.add({ ...banner, size: { lengthFeet: 3, widthFeet: 3 } })).toEqual({
      merged: false,
      quantity: 1,
    });
    expect(await store.add(banner)).toEqual({ merged: false, quantity: 1 });
    expect(store.getSnapshot().lines).toHaveLength(3);
  });

  it('keeps the same snapshot until something changes, and tells subscribers when it does', () => {
    const store = createOrderListStore(storageOf(memoryStorage()), new EventTarget());
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    store.add(cards);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).not.toBe(first);
  });

  it("follows another tab's changes through the storage event", () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const here = createOrderListStore(() => storage, events);
    const there = createOrderListStore(() => storage, new EventTarget());
    const listener = vi.fn();
    const unsubscribe = here.subscribe(listener);
    expect(here.getSnapshot().lines).toEqual([]);
    there.add(mug);
    otherTabWrote(events, ORDER_LIST_KEY);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(here.getSnapshot().lines).toEqual([mug]);
    otherTabWrote(events, 'some.other.key');
    expect(listener).toHaveBeenCalledTimes(1);
    storage.clear();
    otherTabWrote(events, null);
    expect(here.getSnapshot().lines).toEqual([]);
    unsubscribe();
    there.add(cards);
    otherTabWrote(events, ORDER_LIST_KEY);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('works for the visit, and says it cannot be kept, when storage throws', () => {
    const store = createOrderListStore(() => throwingStorage, new EventTarget());
    expect(store.getSnapshot()).toMatchObject({ ready: true, lines: [], kept: false });
    store.add(cards);
    store.update(0, { note: 'Logo in blue' });
    expect(store.getSnapshot()).toMatchObject({ lines: [{ ...cards, note: 'Logo in blue' }], kept: false });
  });

  it('keeps the list in memory when storage fills up mid-visit, and ignores other tabs from then on', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createOrderListStore(() => storage, events);
    store.subscribe(() => {});
    store.add(cards);
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.add(mug);
    expect(store.getSnapshot()).toMatchObject({ lines: [cards, mug], kept: false });
    otherTabWrote(events, ORDER_LIST_KEY);
    expect(store.getSnapshot().lines).toEqual([cards, mug]);
  });

  it('starts afresh, and says so, when storage holds garbage, which it keeps aside instead of wiping', () => {
    const storage = memoryStorage();
    storage.setItem(ORDER_LIST_KEY, '{"lines": "not a list"');
    storage.setItem(SENT_ORDER_KEY, '[1, 2, 3]');
    const store = createOrderListStore(() => storage, new EventTarget());
    expect(store.getSnapshot()).toMatchObject({ lines: [], kept: true, unreadable: true, sent: undefined });
    store.add(cards);
    expect(JSON.parse(storage.getItem(ORDER_LIST_KEY)!)).toEqual([cards]);
    // What could not be read is still on the device, the sent order too.
    expect(storage.getItem(UNREADABLE_KEY)).toBe('{"lines": "not a list"');
    expect(storage.getItem(UNREADABLE_SENT_KEY)).toBe('[1, 2, 3]');
  });

  it('keeps the lines it can read from a damaged list, and the damaged text aside', () => {
    const storage = memoryStorage();
    const damaged = JSON.stringify([cards, { sku: '', quantity: 'two' }, mug]);
    storage.setItem(ORDER_LIST_KEY, damaged);
    const store = createOrderListStore(() => storage, new EventTarget());
    expect(store.getSnapshot()).toMatchObject({ lines: [cards, mug], unreadable: true });
    store.add(banner);
    expect(JSON.parse(storage.getItem(ORDER_LIST_KEY)!)).toEqual([cards, mug, banner]);
    expect(storage.getItem(UNREADABLE_KEY)).toBe(damaged);
  });

  it('refuses a 101st product and says which way, writing nothing', async () => {
    const storage = memoryStorage();
    const full = Array.from({ length: MAX_LINES }, (_, i) => ({ sku: `sku-${i}`, quantity: 1, note: '' }));
    storage.setItem(ORDER_LIST_KEY, JSON.stringify(full));
    const store = createOrderListStore(() => storage, new EventTarget());
    expect(await store.add(cards)).toEqual({ merged: false, quantity: 0, refused: 'full' });
    expect(JSON.parse(storage.getItem(ORDER_LIST_KEY)!)).toHaveLength(MAX_LINES);
    expect(store.getSnapshot().unreadable).toBe(false);
  });

  it('drops lines whose product is gone', () => {
    const store = createOrderListStore(storageOf(memoryStorage()), new EventTarget());
    store.add(cards);
    store.add({ ...mug, sku: 'retired-mug' });
    store.drop(['retired-mug']);
    expect(store.getSnapshot()).toMatchObject({ lines: [cards], dropped: ['retired-mug'] });
    // Dropping again (a re-render before the list updated) changes nothing.
    const before = store.getSnapshot();
    store.drop(['retired-mug']);
    expect(store.getSnapshot()).toBe(before);
  });

  it('refuses a quantity that is not a whole number an order can take', () => {
    const store = createOrderListStore(storageOf(memoryStorage()), new EventTarget());
    store.add(cards);
    for (const quantity of [0, -1, 2.5, Number.NaN, 1e12]) {
      expect(() => store.update(0, { quantity })).toThrow(RangeError);
    }
    expect(store.getSnapshot().lines).toEqual([cards]);
  });

  it('asks about a sent list until answered: "Yes" removes the lines that went out, "Not yet" keeps them', () => {
    const storage = memoryStorage();
    const store = createOrderListStore(() => storage, new EventTarget());
    store.add(cards);
    store.add(banner);
    store.markSent({ reference: '261122-7K3Q', lines: [{ sku: cards.sku }, { sku: banner.sku, size: banner.size }] });
    store.add(mug); // added after sending: not part of that order
    const reloaded = createOrderListStore(() => storage, new EventTarget());
    expect(reloaded.getSnapshot().sent?.reference).toBe('261122-7K3Q');
    reloaded.confirmSent(false);
    expect(reloaded.getSnapshot()).toMatchObject({ lines: [cards, banner, mug], sent: undefined });

    store.markSent({ reference: '261122-8ZZZ', lines: [{ sku: cards.sku }, { sku: banner.sku, size: banner.size }] });
    store.confirmSent(true);
    expect(store.getSnapshot()).toMatchObject({ lines: [mug], sent: undefined });
    expect(storage.getItem(SENT_ORDER_KEY)).toBeNull();
  });
});
