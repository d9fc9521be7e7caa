/**
 * The order list's money as its page shows it: only the order list page loads
 * this, with the pricing of `@storefront/order-link`.
 */
import { orderListTotals, type OrderListLine, type OrderListTotals } from '@storefront/order-link';
import type { PageLocale } from '../../i18n/locale';
import { pageFormat } from '../../lib/pageFormat';
import { m } from '../../paraglide/messages.js';
import type { OrderListEntry } from './orderList';
import { itemCount } from './orderListText';

/** The order list's lines as the message takes them, their money in paise, and the grand total as shown. */
export interface OrderListSummary {
  /** One message line per entry (without product links, which need the page's origin). */
  readonly messageLines: OrderListLine[];
  /** Unit prices, line totals and the grand total, in paise. */
  readonly totals: OrderListTotals;
  /** The grand total, formatted (e.g. '₹20,287.50', whole rupees without '.00'), or 'Price on request' when nothing on the list has a price. */
  readonly grandTotal: string;
  /** What the grand total leaves out, when something is priced in the chat. */
  readonly pricedInChatNote?: string;
}

/** The money of the order list's `entries`, exact in paise, as the page (in `locale`) and the message show it. */
export function summariseOrderList(entries: readonly OrderListEntry[], locale: PageLocale): OrderListSummary {
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
    grandTotal: allInChat ? m.priceOnRequest({}, { locale }) : pageFormat(locale).money(totals.grandTotalPaise),
    pricedInChatNote: allInChat
      ? m.orderList_allInChat({}, { locale })
      : totals.pricedInChat > 0
        ? m.orderList_plusInChat({ items: itemCount(totals.pricedInChat) }, { locale })
        : undefined,
  };
}
