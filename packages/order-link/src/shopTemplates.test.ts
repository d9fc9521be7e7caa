import type { Price } from '@storefront/catalog';
import { describe, expect, it } from 'vitest';
import { emptyCustomerDetails } from './customer';
import { buildOrderListMessage } from './list';
import { buildOrderMessage } from './message';
import { bengaliOrderTemplate, shopMessageTemplates } from './templates';

const shop = { displayName: 'Bolpur Kantha House', whatsAppNumber: '919876543210' };
const stole = {
  sku: 'kh-stole-2',
  title: 'কাঁথা স্টোল',
  price: { kind: 'fixed', unitPaise: 145000 } as Price,
  minQuantity: 1,
};
const closing = 'কাঁথার রং বেছে নিতে ছবি পাঠাবেন। ধন্যবাদ!';

describe("a shop's own closing line", () => {
  it('ends both the one-product and the order-list message, in place of the template’s', () => {
    const templates = shopMessageTemplates({
      orderMessageLocale: 'bn-IN',
      orderMessageClosing: { 'en-IN': 'Please tell me when it will be ready.', 'bn-IN': closing },
    });
    const order = buildOrderMessage(
      { product: stole, quantity: 1, customer: emptyCustomerDetails },
      shop,
      templates.order,
    );
    const list = buildOrderListMessage(
      { lines: [{ product: stole, quantity: 2 }], customer: emptyCustomerDetails },
      shop,
      templates.orderList,
    );
    for (const text of [order, list]) {
      expect(text.split('\n').at(-1)).toBe(closing);
      expect(text).not.toContain(bengaliOrderTemplate.closing);
    }
    // Every other word stays the language's.
    expect(order.split('\n')[0]).toBe('নমস্কার Bolpur Kantha House! অর্ডার করতে চাই।');
  });

  it('leaves the templates as they are without one in the messages’ language', () => {
    const englishOnly = { 'en-IN': 'Please tell me when it will be ready.' };
    expect(shopMessageTemplates({ orderMessageLocale: 'bn-IN', orderMessageClosing: englishOnly }).order).toBe(
      bengaliOrderTemplate,
    );
    expect(shopMessageTemplates({ orderMessageClosing: englishOnly }).order.closing).toBe(englishOnly['en-IN']);
  });
});
