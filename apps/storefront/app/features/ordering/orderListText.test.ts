import { catalogue } from 'virtual:shop-data';
import { describe, expect, it } from 'vitest';
import { resolveOrderList } from './orderList';
import { summariseOrderList } from './orderListSummary';
import { itemCount, sizeText } from './orderListText';

const entries = (lines: Parameters<typeof resolveOrderList>[1]) => resolveOrderList(catalogue, lines).entries;

describe("the order list's summary", () => {
  it('adds line totals exactly, 100 visiting cards at ₹200 per 100, and says what is priced in the chat', () => {
    const summary = summariseOrderList(
      entries([
        { sku: 'business-cards-1', quantity: 100, note: '' },
        { sku: 'banners-1', quantity: 1, size: { lengthFeet: 2.5, widthFeet: 3.5 }, note: '' },
        { sku: 'stickers-1', quantity: 3, note: '' },
      ]),
      'en-IN',
    );
    // 100 cards are one pack (₹200), not 100 × ₹200.
    expect(summary.totals.grandTotalPaise).toBe(28_750);
    expect(summary.grandTotal).toBe('₹287.50');
    expect(summary.pricedInChatNote).toBe('Plus 1 item priced in the WhatsApp chat (price on request).');
    expect(summary.messageLines.map((line) => line.withPhotos)).toEqual([false, false, false]);
  });

  it('says the whole list is priced in the chat when nothing has a price, and nothing when all is priced', () => {
    const onRequest = summariseOrderList(entries([{ sku: 'stickers-1', quantity: 1, note: '' }]), 'en-IN');
    expect(onRequest.grandTotal).toBe('Price on request');
    expect(onRequest.pricedInChatNote).toBe('Every item on your list is priced in the WhatsApp chat.');
    const mug = summariseOrderList(entries([{ sku: 'custom-mugs-1', quantity: 2, note: 'অমিত' }]), 'en-IN');
    expect(mug).toMatchObject({ grandTotal: '₹400', pricedInChatNote: undefined });
    expect(mug.messageLines[0]).toMatchObject({ note: 'অমিত', withPhotos: true });
  });

  it('writes sizes and counts as shoppers read them', () => {
    expect(sizeText({ lengthFeet: 2.5, widthFeet: 3.5 })).toBe('2.5 ft × 3.5 ft');
    expect([itemCount(1), itemCount(3)]).toEqual(['1 item', '3 items']);
  });
});
