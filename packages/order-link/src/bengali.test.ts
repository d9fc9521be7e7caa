/**
 * The Bengali messages word for word, as a native reader reviewed them: greeting and
 * closing, the price of one piece ('একটির দাম'), the site's words for a price break,
 * the note's label ('ছাপার লেখা'), the shopper's details with রাজ্য before দেশ, and
 * sizes in ফুট in the brief list.
 */
import type { Price } from '@storefront/catalog';
import { describe, expect, it } from 'vitest';
import { emptyCustomerDetails, type CustomerDetails } from './customer';
import { buildOrderListLink, buildOrderListMessage, englishOrderListTemplate, type OrderListLine } from './list';
import { buildOrderMessage, englishOrderTemplate, type MessageProduct } from './message';
import { bengaliOrderListTemplate, bengaliOrderTemplate } from './templates';

const shop = { displayName: 'Print & Gift Studio', whatsAppNumber: '919876543210' };
const tShirt: MessageProduct = { title: 'টি-শার্ট', price: { kind: 'fixed', unitPaise: 34900 } };
const banner = {
  sku: 'banners-1',
  title: 'ফ্লেক্স ও ব্যানার',
  price: { kind: 'per-area', paisePerSquareFoot: 1000 } as Price,
};
const cards = {
  sku: 'business-cards-1-matte',
  title: 'ভিজিটিং কার্ড',
  unit: 'কার্ড',
  price: { kind: 'per-pack', packPaise: 20000, packSize: 100 } as Price,
};
const stickers = { sku: 'stickers-1', title: 'স্টিকার', price: { kind: 'on-request' } as Price };
const customer: CustomerDetails = {
  firstName: 'অমিত',
  lastName: 'দাস',
  phone: '+91 98765 43210',
  addressLine1: '12 বি, স্টেশন রোড',
  addressLine2: 'ইংলিশবাজার',
  pinCode: '732101',
  state: 'পশ্চিমবঙ্গ',
  country: 'ভারত',
};
const closing = 'অর্ডারটা কনফার্ম করে পরের ধাপ জানাবেন। ধন্যবাদ!';

describe('the one-product order in Bengali', () => {
  it('writes a fixed-price item with its variant, the price of one piece and every detail, রাজ্য before দেশ', () => {
    const text = buildOrderMessage(
      {
        product: tShirt,
        variant: 'মাপ: XL',
        quantity: 2,
        customer,
        reference: '261122-7K3Q',
        productUrl: 'https://shop.example/bn/product/t-shirts/t-shirts-1',
      },
      shop,
      bengaliOrderTemplate,
    );
    expect(text).toBe(
      [
        'নমস্কার Print & Gift Studio! অর্ডার করতে চাই।',
        'অর্ডার নম্বর: 261122-7K3Q',
        '',
        'পণ্য: টি-শার্ট',
        'মাপ: XL',
        'লিঙ্ক: https://shop.example/bn/product/t-shirts/t-shirts-1',
        'পরিমাণ: 2টি',
        'একটির দাম: ₹349',
        'মোট: ₹698',
        '',
        'আমার তথ্য',
        'নাম: অমিত',
        'পদবি: দাস',
        'ফোন: +91 98765 43210',
        'ঠিকানা 1: 12 বি, স্টেশন রোড',
        'ঠিকানা 2: ইংলিশবাজার',
        'পিন কোড: 732101',
        'রাজ্য: পশ্চিমবঙ্গ',
        'দেশ: ভারত',
        '',
        closing,
      ].join('\n'),
    );
    expect(text.indexOf('রাজ্য:')).toBeLessThan(text.indexOf('দেশ:'));
  });

  it('writes a 3 × 2 ft banner with the price of one piece and its rate per square foot', () => {
    const text = buildOrderMessage(
      { product: banner, quantity: 2, size: { lengthFeet: 3, widthFeet: 2 }, customer: emptyCustomerDetails },
      shop,
      bengaliOrderTemplate,
    );
    expect(text).toBe(
      [
        'নমস্কার Print & Gift Studio! অর্ডার করতে চাই।',
        '',
        'পণ্য: ফ্লেক্স ও ব্যানার',
        'দৈর্ঘ্য: 3 ফুট',
        'প্রস্থ: 2 ফুট',
        'ক্ষেত্রফল: 6 বর্গফুট',
        'পরিমাণ: 2টি',
        'একটির দাম: ₹60 (প্রতি বর্গফুট ₹10)',
        'মোট: ₹120',
        '',
        closing,
      ].join('\n'),
    );
  });

  it('keeps a pack price under দাম, marks a price past a break and asks for a price on request', () => {
    const order = (product: MessageProduct, quantity: number) =>
      buildOrderMessage({ product, quantity, customer: emptyCustomerDetails }, shop, bengaliOrderTemplate);
    expect(order(cards, 100)).toContain('\nপরিমাণ: 100টি কার্ড\nদাম: প্রতি 100টি কার্ড ₹200\nমোট: ₹200\n');
    const mugs: MessageProduct = {
      title: 'মগ',
      price: { kind: 'fixed', unitPaise: 1500, breaks: [{ minQuantity: 10, paise: 1250 }] },
    };
    expect(order(mugs, 10)).toContain('\nএকটির দাম: ₹12.50 (বেশি পরিমাণের দাম)\nমোট: ₹125\nসাশ্রয়: ₹25\n');
    expect(order(stickers, 50)).toContain('\nপরিমাণ: 50টি\nদাম চ্যাটে জানাবেন\n');
  });

  it('writes whole rupees without .00 and keeps paise, in Bengali and in English', () => {
    const mugs: MessageProduct = { title: 'Mug', price: { kind: 'fixed', unitPaise: 20000 } };
    const order = { product: mugs, quantity: 100, customer: emptyCustomerDetails };
    expect(buildOrderMessage(order, shop, bengaliOrderTemplate)).toContain('\nএকটির দাম: ₹200\nমোট: ₹20,000\n');
    expect(buildOrderMessage(order, shop, englishOrderTemplate)).toContain('\nPrice: ₹200 each\nTotal: ₹20,000\n');
    const sized = { product: banner, quantity: 1, size: { lengthFeet: 2.5, widthFeet: 3.5 }, customer };
    expect(buildOrderMessage(sized, shop, bengaliOrderTemplate)).toContain('\nমোট: ₹87.50\n');
    expect(buildOrderMessage(sized, shop, englishOrderTemplate)).toContain('\nTotal: ₹87.50\n');
    for (const text of [
      buildOrderMessage(order, shop, bengaliOrderTemplate),
      buildOrderMessage(order, shop, englishOrderTemplate),
    ]) {
      expect(text).not.toContain('.00');
    }
  });
});

describe('the order list in Bengali', () => {
  const lines: OrderListLine[] = [
    { product: cards, variant: 'কাগজ: ম্যাট', quantity: 200, note: 'দাস প্রিন্টার্স, মালদা' },
    { product: banner, quantity: 1, size: { lengthFeet: 3, widthFeet: 2 } },
    { product: stickers, quantity: 50 },
  ];

  it('writes a pack, a variant, a banner, a note, a price on request and the grand total', () => {
    const text = buildOrderListMessage(
      { lines, customer: { ...emptyCustomerDetails, firstName: 'অমিত', state: 'পশ্চিমবঙ্গ', country: 'ভারত' } },
      shop,
      bengaliOrderListTemplate,
    );
    expect(text).toBe(
      [
        'নমস্কার Print & Gift Studio! এই 3টি জিনিস অর্ডার করতে চাই।',
        '',
        '1. ভিজিটিং কার্ড',
        'কাগজ: ম্যাট',
        '200টি কার্ড · প্রতি 100টি ₹200 · ₹400',
        'ছাপার লেখা: দাস প্রিন্টার্স, মালদা',
        '',
        '2. ফ্লেক্স ও ব্যানার',
        'মাপ: 3 ফুট × 2 ফুট (6 বর্গফুট)',
        '1টি · প্রতিটি ₹60 (প্রতি বর্গফুট ₹10) · ₹60',
        '',
        '3. স্টিকার',
        '50টি · দাম চ্যাটে জানাবেন',
        '',
        'সর্বমোট: ₹460 (আরও 1টির দাম চ্যাটে জানাবেন)',
        '',
        'আমার তথ্য',
        'নাম: অমিত',
        'রাজ্য: পশ্চিমবঙ্গ',
        'দেশ: ভারত',
        '',
        closing,
      ].join('\n'),
    );
  });

  // A note too long for one link (each Bengali letter costs 9 of its characters) makes the list brief.
  const long = { lines: lines.map((line) => ({ ...line, note: 'অ'.repeat(250) })), customer: emptyCustomerDetails };

  it('writes a brief list by code, with the size in ফুট, and says the printed words follow in the chat', () => {
    const link = buildOrderListLink(long, shop, bengaliOrderListTemplate);
    expect(link.brief).toBe(true);
    expect(link.text).toBe(
      [
        'নমস্কার Print & Gift Studio! এই 3টি জিনিস অর্ডার করতে চাই।',
        '',
        '1. business-cards-1-matte (কাগজ: ম্যাট) x200 = ₹400',
        '2. banners-1 3x2 ফুট x1 = ₹60',
        '3. stickers-1 x50 = ?',
        '',
        'সর্বমোট: ₹460 (আরও 1টির দাম চ্যাটে জানাবেন)',
        '',
        '(তালিকা লম্বা, তাই কোডে লেখা; ছাপার লেখা চ্যাটে পাঠাচ্ছি)',
        '',
        closing,
      ].join('\n'),
    );
    // The minimal form (no line totals) when even the brief one is too long.
    const minimal = buildOrderListLink(long, shop, bengaliOrderListTemplate, link.url.length);
    expect(minimal.text).toContain('\n2. banners-1 3x2 ফুট x1\n');
    expect(minimal.text).toContain('\n(তালিকা লম্বা, তাই শুধু কোড আর পরিমাণ; ছাপার লেখা চ্যাটে পাঠাচ্ছি)\n');
  });

  it('keeps the English brief size as it was: 2.5x3.5ft', () => {
    const line = { product: banner, quantity: 1, size: { lengthFeet: 2.5, widthFeet: 3.5 }, note: 'অ'.repeat(500) };
    const text = buildOrderListLink(
      { lines: [line], customer: emptyCustomerDetails },
      shop,
      englishOrderListTemplate,
    ).text;
    expect(text).toContain('\n1. banners-1 2.5x3.5ft x1 = ₹87.50\n');
  });
});
