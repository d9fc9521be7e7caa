import type { Price } from '@storefront/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerFieldOrder, emptyCustomerDetails, type CustomerDetails } from './customer';
import { buildOrderListMessage, englishOrderListTemplate } from './list';
import { buildOrderLink, buildOrderMessage, englishOrderTemplate, MAX_URL_LENGTH } from './message';
import { productQuestionLink } from './question';
import { bengaliOrderListTemplate, bengaliOrderTemplate, messageTemplates, shopMessageTemplates } from './templates';

const shop = { displayName: 'Print & Gift Studio', whatsAppNumber: '919876543210' };
const banner = {
  sku: 'banners-1',
  title: 'ফ্লেক্স ও ব্যানার',
  price: { kind: 'per-area', paisePerSquareFoot: 1000 } as Price,
};
const customer: CustomerDetails = {
  ...emptyCustomerDetails,
  firstName: 'অমিত',
  lastName: 'দাস',
  phone: '+91 98765 43210',
  pinCode: '732103',
  state: 'পশ্চিমবঙ্গ',
  country: 'ভারত',
};

describe('messages in Bengali (issue 11)', () => {
  it("writes the one-product order in Bengali, with the shopper's words as typed", () => {
    const text = buildOrderMessage(
      { product: banner, quantity: 2, size: { lengthFeet: 2.5, widthFeet: 3.5 }, customer, reference: '261122-7K3Q' },
      shop,
      bengaliOrderTemplate,
    );
    expect(text.split('\n')).toEqual([
      'নমস্কার Print & Gift Studio! অর্ডার দিতে চাই।',
      'অর্ডার নম্বর: 261122-7K3Q',
      '',
      'পণ্য: ফ্লেক্স ও ব্যানার',
      'দৈর্ঘ্য: 2.5 ফুট',
      'প্রস্থ: 3.5 ফুট',
      'ক্ষেত্রফল: 8.75 বর্গফুট',
      'একক দাম: ₹87.50 (₹10.00 প্রতি বর্গফুট)',
      'পরিমাণ: 2',
      'মোট: ₹175.00',
      '',
      'আমার বিবরণ',
      'নাম: অমিত',
      'পদবি: দাস',
      'ফোন: +91 98765 43210',
      'পিন: 732103',
      'দেশ: ভারত',
      'রাজ্য: পশ্চিমবঙ্গ',
      '',
      'অর্ডারটি নিশ্চিত করুন।',
    ]);
  });

  it('writes an order list in Bengali', () => {
    const text = buildOrderListMessage(
      {
        lines: [
          { product: banner, quantity: 1, size: { lengthFeet: 2.5, widthFeet: 3.5 } },
          {
            product: { sku: 'custom-mugs-1', title: 'সাদা ফটো মগ', price: { kind: 'fixed', unitPaise: 20000 } },
            quantity: 2,
            note: 'অমিত ও রিয়া',
            withPhotos: true,
          },
          { product: { sku: 'stickers-1', title: 'স্টিকার', price: { kind: 'on-request' } }, quantity: 10 },
        ],
        customer: emptyCustomerDetails,
      },
      shop,
      bengaliOrderListTemplate,
    );
    expect(text.split('\n')).toEqual([
      'নমস্কার Print & Gift Studio! এই 3টি জিনিস চাই।',
      '',
      '1. ফ্লেক্স ও ব্যানার',
      'মাপ: 2.5 ফুট × 3.5 ফুট (8.75 বর্গফুট)',
      'পরিমাণ: 1',
      'একক দাম: ₹87.50',
      'মোট: ₹87.50',
      '',
      '2. সাদা ফটো মগ',
      'পরিমাণ: 2',
      'একক দাম: ₹200.00',
      'মোট: ₹400.00',
      'নোট: অমিত ও রিয়া',
      '',
      '3. স্টিকার',
      'পরিমাণ: 10',
      'একক দাম: দাম চ্যাটে',
      'মোট: দাম চ্যাটে',
      '',
      'সর্বমোট: ₹487.50 (+1টির দাম চ্যাটে)',
      '',
      'ছবিগুলো চ্যাটে পাঠাব।',
      '',
      'অর্ডারটি নিশ্চিত করুন।',
    ]);
  });

  it("keeps any Bengali order under 2,000 characters, shortening the shopper's details with a note", () => {
    const anyText = fc.string({ unit: 'grapheme', maxLength: 400 });
    const anyCustomer = fc.record(
      Object.fromEntries(customerFieldOrder.map((field) => [field, anyText])) as Record<
        keyof CustomerDetails,
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(anyCustomer, fc.integer({ min: 1, max: 100_000 }), (details, quantity) => {
        const link = buildOrderLink(
          {
            product: { title: 'ম্যাজিক রং-বদলানো মগ', price: { kind: 'fixed', unitPaise: 35000 } },
            quantity,
            customer: details,
            reference: '261122-7K3Q',
            productUrl: 'https://shop.example/bn/product/custom-mugs/magic-colour-changing-mug',
          },
          shop,
          bengaliOrderTemplate,
        );
        expect(link.url.length).toBeLessThan(MAX_URL_LENGTH);
        expect(link.text).toContain(`পরিমাণ: ${quantity}`);
        expect(link.text.includes('বিবরণ ছোট করা হল')).toBe(link.shortened.length > 0);
      }),
      { numRuns: 300 },
    );
  });

  it('asks about a product in Bengali', () => {
    const url = productQuestionLink(
      { title: 'বিয়ের কার্ড' },
      'https://shop.example/bn/product/invitation-card/wedding-invitation-card',
      shop,
      messageTemplates['bn-IN'].question,
    );
    expect(new URL(url).searchParams.get('text')).toBe(
      'নমস্কার Print & Gift Studio! “বিয়ের কার্ড” নিয়ে আমার একটি প্রশ্ন আছে: https://shop.example/bn/product/invitation-card/wedding-invitation-card',
    );
  });

  it("follows the shop's setting, English by default, with the same words to fill in every language", () => {
    expect(shopMessageTemplates({}).order).toBe(englishOrderTemplate);
    expect(shopMessageTemplates({ orderMessageLocale: 'bn-IN' }).orderList).toBe(bengaliOrderListTemplate);
    expect(Object.keys(bengaliOrderTemplate).sort()).toEqual(Object.keys(englishOrderTemplate).sort());
    expect(Object.keys(bengaliOrderListTemplate).sort()).toEqual(Object.keys(englishOrderListTemplate).sort());
    expect(bengaliOrderListTemplate.greeting).toContain('{count}');
    expect(bengaliOrderListTemplate.pricedInChat).toContain('{count}');
  });
});
