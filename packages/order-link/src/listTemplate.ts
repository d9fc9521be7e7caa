/**
 * The wording of an order-list message, apart from the code that writes one (`list.ts`):
 * `shopMessageTemplates` hands a page every template, and a product page, which never
 * writes an order list, then loads only these words, not the order list's message code
 * (the app's first-load budget, README "Performance budgets").
 */
import type { MessageEndingTemplate } from './fit';
import { englishOrderTemplate } from './message';
import { englishBasis, type BasisTemplate } from './wording';

/**
 * The wording of an order-list message. `{shopName}` and `{count}` are replaced in
 * `greeting`, `{count}` in `pricedInChat`; the customer labels are the order form's; the
 * price basis, quantity and saving words are {@link BasisTemplate}'s; the
 * customer details and closing are {@link MessageEndingTemplate}'s.
 */
export interface OrderListTemplate extends BasisTemplate, MessageEndingTemplate {
  readonly greeting: string;
  readonly reference: string;
  readonly size: string;
  /** A size in a brief line, `{length}` and `{width}` in feet: '{length}x{width}ft' ('banners-1 3x2ft x1 = ₹60'). */
  readonly briefSize: string;
  readonly note: string;
  readonly link: string;
  readonly grandTotal: string;
  readonly pricedInChat: string;
  readonly photos: string;
  readonly brief: string;
  readonly minimal: string;
}

/** The English wording of an order-list message ('100 cards · ₹200 per 100 · ₹200'). */
export const englishOrderListTemplate: OrderListTemplate = {
  greeting: 'Hello {shopName}! I would like to order these {count} items.',
  reference: englishOrderTemplate.reference,
  size: 'Size',
  briefSize: '{length}x{width}ft',
  note: 'Note',
  link: englishOrderTemplate.productLink,
  grandTotal: 'Grand total',
  ...englishBasis,
  pricedInChat: '(plus {count} priced in the chat)',
  photos: 'Some items are personalised with my photos: I will share them here in the chat.',
  brief:
    '(My list was too long for one WhatsApp link, so each item is written briefly by its code; I will send my notes here.)',
  minimal:
    '(My list was too long for one WhatsApp link, so each item is written by its code and quantity only; I will send my notes here.)',
  customerHeading: englishOrderTemplate.customerHeading,
  customer: englishOrderTemplate.customer,
  shortened: englishOrderTemplate.shortened,
  closing: englishOrderTemplate.closing,
};
