import fc from 'fast-check';
import { summariseOrderList } from './orderListSummary';
import { catalogue } from 'virtual:shop-data';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  MAX_LINES,
  MAX_NOTE_LENGTH,
  ORDER_LIST_KEY,
  readStoredList,
  removeLine,
  resolveOrderList,
  updateLine,
  writeStoredList,
  type StoredLine,
} from './orderList';
import { memoryStorage, throwingStorage } from '../../test/storage';
import { MAX_QUANTITY } from '@storefront/order-link';

const cards: StoredLine = { sku: 'business-cards-1', quantity: 100, note: '' };
const banner: StoredLine = { sku: 'banners-1', quantity: 3, size: { lengthFeet: 2.5, widthFeet: 3.5 }, note: '' };
const mug: StoredLine = { sku: 'custom-mugs-1', quantity: 2, note: 'অমিত ও রিয়া 💕' };

describe('the stored order list', () => {
  it('comes back as it was saved', () => {
    const storage = memoryStorage();
    expect(writeStoredList(storage, [cards, banner, mug])).toBe(true);
    expect(readStoredList(storage)).toEqual({ lines: [cards, banner, mug] });
  });

  it('says so when storage holds garbage or another shape, and hands back the text to keep aside', () => {
    const storage = memoryStorage();
    for (const raw of [
      '{not json',
      '"a list"',
      '{"sku":"x"}',
      '[{"sku":"x","quantity":-1}]',
      '[{"sku":"x","quantity":1.5}]',
    ]) {
      storage.setItem(ORDER_LIST_KEY, raw);
      expect(readStoredList(storage)).toEqual({ lines: [], problem: 'garbage', raw });
    }
  });

  it('gives back every line it can read when some cannot be', () => {
    const storage = memoryStorage();
    const raw = JSON.stringify([cards, { sku: 'x', quantity: -1 }, mug]);
    storage.setItem(ORDER_LIST_KEY, raw);
    expect(readStoredList(storage)).toEqual({ lines: [cards, mug], problem: 'garbage', raw });
  });

  it("reads back whatever the list's own changes write, at and past every limit", () => {
    const line = fc.record({
      sku: fc.stringMatching(/^[a-z0-9-]{1,100}$/),
      quantity: fc.integer({ min: 1, max: MAX_QUANTITY }),
      note: fc.string({ maxLength: MAX_NOTE_LENGTH + 20 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: MAX_LINES + 5 }), (candidates) => {
        const storage = memoryStorage();
        let lines: StoredLine[] = [];
        for (const candidate of candidates) {
          // Notes go through the same change the page makes, which keeps them to their longest.
          const added = addLine(lines, { ...candidate, note: '' });
          lines = added.refused ? lines : added.lines;
          const index = lines.findIndex((other) => other.sku === candidate.sku);
          if (!added.refused) lines = updateLine(lines, index, { note: candidate.note });
        }
        expect(lines.length).toBeLessThanOrEqual(MAX_LINES);
        expect(writeStoredList(storage, lines)).toBe(true);
        expect(readStoredList(storage)).toEqual({ lines });
      }),
      { numRuns: 40 },
    );
  });

  it('never throws for any stored text', () => {
    const storage = memoryStorage();
    fc.assert(
      fc.property(fc.string(), (raw) => {
        storage.setItem(ORDER_LIST_KEY, raw);
        expect(Array.isArray(readStoredList(storage).lines)).toBe(true);
      }),
    );
  });

  it('reports storage that cannot be used, for reading and writing, without throwing', () => {
    expect(readStoredList(throwingStorage)).toEqual({ lines: [], problem: 'unavailable' });
    expect(readStoredList(undefined)).toEqual({ lines: [], problem: 'unavailable' });
    expect(writeStoredList(throwingStorage, [cards])).toBe(false);
  });
});

describe('the list as pages show it', () => {
  it('takes titles, prices and minimums from the current catalogue, not from storage', () => {
    const { entries, dropped } = resolveOrderList(catalogue, [cards, banner, mug]);
    expect(dropped).toEqual([]);
    expect(entries.map((entry) => [entry.product.title, entry.product.price])).toEqual([
      ['Standard Business Cards', expect.objectContaining({ kind: 'per-pack', packPaise: 20000, packSize: 100 })],
      ['Flex & Banner', { kind: 'per-area', paisePerSquareFoot: 1000 }],
      ['White Photo Mug', { kind: 'fixed', unitPaise: 20000 }],
    ]);
  });

  it('leaves out a line not looked up yet (its product shard is loading), keeping the others at their place in the list', () => {
    const { entries, dropped } = resolveOrderList(
      catalogue,
      [cards, { sku: 'no-such-sku', quantity: 1, note: '' }, mug],
      (sku) => sku !== 'no-such-sku' && sku !== cards.sku,
    );
    expect(dropped).toEqual([]);
    expect(entries.map((entry) => [entry.sku, entry.index])).toEqual([[mug.sku, 2]]);
  });

  it('drops a line whose product is gone or not orderable, and names it', () => {
    const { entries, dropped } = resolveOrderList(catalogue, [
      cards,
      { sku: 'no-such-sku', quantity: 1, note: '' },
      { sku: 'pen-1', quantity: 1, note: '' },
      { sku: 'banners-1', quantity: 1, note: '' },
    ]);
    expect(entries.map((entry) => entry.sku)).toEqual(['business-cards-1']);
    expect(dropped).toEqual(['no-such-sku', 'pen-1', 'banners-1']);
    // Each kept line knows its place in the stored list, for changes and removal.
    const after = resolveOrderList(catalogue, [{ sku: 'no-such-sku', quantity: 1, note: '' }, mug]);
    expect(after.entries.map((entry) => [entry.sku, entry.index])).toEqual([['custom-mugs-1', 1]]);
  });

  it("raises a quantity below the product's minimum order quantity to it", () => {
    const { entries } = resolveOrderList(catalogue, [{ ...cards, quantity: 5 }]);
    expect(entries[0]?.quantity).toBe(100);
  });

  it('migrates a list stored before packs: 100 business cards stay 100 cards (₹200), 150 become two packs', () => {
    // Today's stored format (storefront.orderList.v1): quantities were always pieces.
    const stored = [
      { sku: 'business-cards-1', quantity: 100, note: 'Asha Prints' },
      { sku: 'letter-head-2', quantity: 1000, note: '' },
      { sku: 'business-cards-2', quantity: 150, note: '' },
    ];
    const { entries, dropped } = resolveOrderList(catalogue, stored);
    expect(dropped).toEqual([]);
    expect(entries.map((entry) => [entry.sku, entry.quantity, entry.note])).toEqual([
      ['business-cards-1', 100, 'Asha Prints'],
      ['letter-head-2', 1000, ''],
      ['business-cards-2', 200, ''],
    ]);
    expect(summariseOrderList(entries, 'en-IN').totals.lines.map((line) => line.lineTotalPaise)).toEqual([
      20000, 165000, 80000,
    ]);
  });
});

describe('changing the list', () => {
  it('adds a product already on the list by raising its quantity', () => {
    const first = addLine([cards, mug], { ...mug, quantity: 3, note: '' });
    expect(first.merged).toBe(true);
    expect(first.lines).toEqual([cards, { ...mug, quantity: 5 }]);
    const other = addLine([banner], { ...banner, size: { lengthFeet: 4, widthFeet: 6 } });
    expect(other.merged).toBe(false);
    expect(other.lines).toHaveLength(2);
  });

  it('refuses a 101st product, and still raises the quantity of one already on a full list', () => {
    const full = Array.from({ length: MAX_LINES }, (_, i) => ({ sku: `sku-${i}`, quantity: 1, note: '' }));
    const refused = addLine(full, { sku: 'one-more', quantity: 1, note: '' });
    expect(refused).toEqual({ lines: full, merged: false, refused: 'full' });
    const merged = addLine(full, { sku: 'sku-7', quantity: 2, note: '' });
    expect(merged.refused).toBeUndefined();
    expect(merged.lines[7]?.quantity).toBe(3);
  });

  it('updates a quantity or a note, keeps notes to their longest length, and removes a line', () => {
    expect(updateLine([cards, mug], 1, { quantity: 7 })[1]?.quantity).toBe(7);
    expect(updateLine([mug], 0, { note: 'x'.repeat(MAX_NOTE_LENGTH + 50) })[0]?.note).toHaveLength(MAX_NOTE_LENGTH);
    expect(removeLine([cards, banner, mug], 1)).toEqual([cards, mug]);
  });
});

describe('lines of products with options', () => {
  it('keeps a stored frame line on its frame: the old SKU is now the variant of the grouped product', () => {
    const { entries, dropped } = resolveOrderList(catalogue, [{ sku: 'photo-frames-6', quantity: 2, note: '' }]);
    expect(dropped).toEqual([]);
    expect(entries[0]!.product).toMatchObject({
      sku: 'photo-frames-6',
      title: 'Photo Frame',
      price: { kind: 'fixed', unitPaise: 40000 },
      chosen: { productSku: 'photo-frame', optionValues: ['8x12', '1.5 inch'] },
    });
    expect(summariseOrderList(entries, 'en-IN').totals.grandTotalPaise).toBe(80000);
  });

  it('makes two lines of one T-shirt in two sizes, and keeps a line saved before sizes with its size still to choose', () => {
    const xl: StoredLine = { sku: 'tshirts-1-xl', quantity: 1, note: '' };
    const m: StoredLine = { sku: 'tshirts-1-m', quantity: 1, note: '' };
    const { lines } = addLine(addLine([], xl).lines, m);
    expect(lines).toHaveLength(2);
    const { entries, dropped } = resolveOrderList(catalogue, [...lines, { sku: 'tshirts-1', quantity: 1, note: '' }]);
    expect(dropped).toEqual([]);
    expect(entries.map((entry) => entry.product.chosen?.optionValues ?? [])).toEqual([['XL'], ['M'], []]);
    expect(entries[2]!.product.options![0]!.name).toBe('Size');
    // All sizes cost the same, so the line keeps its price.
    expect(entries[2]!.product.price).toEqual({ kind: 'fixed', unitPaise: 19900 });
  });

  it('prices a line saved without a size in the chat when the sizes cost different amounts', () => {
    const { entries } = resolveOrderList(catalogue, [{ sku: 'photo-frame', quantity: 1, note: '' }]);
    expect(entries[0]!.product.price).toEqual({ kind: 'on-request' });
    expect(summariseOrderList(entries, 'en-IN').totals.pricedInChat).toBe(1);
  });
});
