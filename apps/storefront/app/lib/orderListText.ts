/**
 * The order list's address, its money as the page shows it, and the words that several
 * screens share (issue 10), kept in one place for the Bengali step (issue 11).
 */
import { formatPaise } from '@storefront/catalog';
import { orderListTotals, type OrderListLine, type OrderListTotals, type SizeInFeet } from '@storefront/order-link';
import type { OrderListEntry } from './orderList';

/** The order list's page. */
export const ORDER_LIST_PATH = '/order-list';

/** A size as the shopper reads it: '2.5 ft × 3.5 ft'. */
export function sizeText(size: SizeInFeet): string {
  return `${size.lengthFeet} ft × ${size.widthFeet} ft`;
}

/** '1 item', '3 items'. */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The order list's lines as the message takes them, their money in paise, and the grand total as shown. */
export interface OrderListSummary {
  /** One message line per entry (without product links, which need the page's origin). */
  readonly messageLines: OrderListLine[];
  /** Unit prices, line totals and the grand total, in paise. */
  readonly totals: OrderListTotals;
  /** The grand total, formatted (e.g. '₹20,287.50'), or 'Price on request' when nothing on the list has a price. */
  readonly grandTotal: string;
  /** What the grand total leaves out, when something is priced in the chat. */
  readonly pricedInChatNote?: string;
}

/** The money of the order list's `entries` (issue 10), exact in paise, as the page and the message show it. */
export function summariseOrderList(entries: readonly OrderListEntry[]): OrderListSummary {
  const messageLines: OrderListLine[] = entries.map((entry) => ({
    product: entry.product,
    quantity: entry.quantity,
    ...(entry.size ? { size: entry.size } : {}),
    note: entry.note,
    withPhotos: entry.product.withPhotos ?? false,
  }));
  const totals = orderListTotals(messageLines);
  const allInChat = entries.length > 0 && totals.pricedInChat === entries.length;
  return {
    messageLines,
    totals,
    grandTotal: allInChat ? 'Price on request' : formatPaise(totals.grandTotalPaise),
    pricedInChatNote: allInChat
      ? 'Every item on your list is priced in the WhatsApp chat.'
      : totals.pricedInChat > 0
        ? `Plus ${itemCount(totals.pricedInChat)} priced in the WhatsApp chat (price on request).`
        : undefined,
  };
}
