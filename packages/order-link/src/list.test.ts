import type { Price } from '@storefront/catalog';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCustomerDetails, type CustomerDetails } from './customer';
import {
  buildOrderListLink,
  buildOrderListMessage,
  englishOrderListTemplate,
  orderListTotals,
  type OrderListLine,
} from './list';
import { bengaliOrderListTemplate } from './templates';
import { MAX_URL_LENGTH } from './message';

const shop = { displayName: 'Print & Gift Studio', whatsAppNumber: '919876543210' };
const fixed = (rupees: number): Price => ({ kind: 'fixed', unitPaise: rupees * 100 });

const cards: OrderListLine = {
  product: { sku: 'business-cards-1', title: 'Standard Business Cards', price: fixed(200) },
  quantity: 100,
  productUrl: 'https://shop.example/product/business-cards/standard-business-cards',
};
const banner: OrderListLine = {
  product: { sku: 'banners-1', title: 'Flex & Banner', price: { kind: 'per-area', paisePerSquareFoot: 1000 } },
  quantity: 3,
  size: { lengthFeet: 2.5, widthFeet: 3.5 },
};
const mug: OrderListLine = {
  product: { sku: 'custom-mugs-1', title: 'White Photo Mug', price: fixed(200) },
  quantity: 2,
  note: 'নাম: অমিত ও রিয়া 💕',
  withPhotos: true,
};
const stickers: OrderListLine = {
  product: { sku: 'stickers-1', title: 'Die-Cut Vinyl Stickers', price: { kind: 'on-request' } },
  quantity: 50,
};
const customer: CustomerDetails = {
  ...emptyCustomerDetails,
  firstName: 'Asha',
  lastName: 'Das',
  phone: '+91 98765 43210',
  pinCode: '732103',
  state: 'West Bengal',
  country: 'India',
};

describe('order list totals', () => {
  it('add line totals exactly in paise, banners by area, and count what is priced in the chat', () => {
    const totals = orderListTotals([cards, banner, mug, stickers]);
    expect(totals.lines).toEqual([
      { unitPaise: 20000, lineTotalPaise: 2000000 },
      { unitPaise: 8750, lineTotalPaise: 26250 },
      { unitPaise: 20000, lineTotalPaise: 40000 },
      { unitPaise: null, lineTotalPaise: null },
    ]);
    expect(totals.grandTotalPaise).toBe(2066250);
    expect(totals.pricedInChat).toBe(1);
  });

  it('equal the sum of exact line totals for any list', () => {
    const line = fc.record({
      unit: fc.integer({ min: 1, max: 10_000_000 }),
      quantity: fc.integer({ min: 1, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (items) => {
        const lines = items.map(({ unit, quantity }, i) => ({
          product: { sku: `p-${i}`, title: `P ${i}`, price: { kind: 'fixed', unitPaise: unit } as Price },
          quantity,
        }));
        const expected = items.reduce((sum, { unit, quantity }) => sum + BigInt(unit) * BigInt(quantity), 0n);
        expect(BigInt(orderListTotals(lines).grandTotalPaise)).toBe(expected);
      }),
    );
  });
});

describe('the order list message', () => {
  it('numbers each line with its size, quantity, prices, note and link, then the grand total and details', () => {
    const text = buildOrderListMessage(
      { lines: [cards, banner, mug, stickers], customer, reference: '261122-7K3Q' },
      shop,
    );
    expect(text.split('\n')).toEqual([
      'Hello Print & Gift Studio! I would like to order these 4 items.',
      'Order ref: 261122-7K3Q',
      '',
      '1. Standard Business Cards',
      'Quantity: 100',
      'Unit price: ₹200.00',
      'Total: ₹20,000.00',
      'Link: https://shop.example/product/business-cards/standard-business-cards',
      '',
      '2. Flex & Banner',
      'Size: 2.5 ft × 3.5 ft (8.75 sq ft)',
      'Quantity: 3',
      'Unit price: ₹87.50',
      'Total: ₹262.50',
      '',
      '3. White Photo Mug',
      'Quantity: 2',
      'Unit price: ₹200.00',
      'Total: ₹400.00',
      'Note: নাম: অমিত ও রিয়া 💕',
      '',
      '4. Die-Cut Vinyl Stickers',
      'Quantity: 50',
      'Unit price: Price on request',
      'Total: Price on request',
      '',
      'Grand total: ₹20,662.50 (plus 1 priced in the chat)',
      '',
      'Some items are personalised with my photos: I will share them here in the chat.',
      '',
      'My details',
      'First name: Asha',
      'Last name: Das',
      'Phone number: +91 98765 43210',
      'PIN code: 732103',
      'Country: India',
      'State: West Bengal',
      '',
      'Please confirm my order and let me know the next steps.',
    ]);
  });

  it('says the whole list is priced in the chat when no line has a price', () => {
    expect(buildOrderListMessage({ lines: [stickers], customer: emptyCustomerDetails }, shop)).toContain(
      'Grand total: Price on request\n',
    );
  });

  it('fits a short list in one link, in full', () => {
    const link = buildOrderListLink({ lines: [cards, banner, mug], customer }, shop);
    expect(link.brief).toBe(false);
    expect(link.shortened).toEqual([]);
    expect(new URL(link.url).searchParams.get('text')).toBe(link.text);
  });

  it('writes a long list briefly, by code, and says so, instead of breaking the link', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      ...mug,
      product: { ...mug.product, sku: `custom-mugs-${i}` },
    }));
    const link = buildOrderListLink({ lines: many, customer }, shop);
    expect(link.brief).toBe(true);
    expect(link.url.length).toBeLessThan(MAX_URL_LENGTH);
    expect(link.text).toContain('1. custom-mugs-0 x2 = ₹400.00');
    expect(link.text).toContain('(My list was too long for one WhatsApp link');
  });

  it('fits even the longest list: 30 lines with 20-character codes and ten-crore totals', () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      product: { sku: `photo-frames-${String(i).padStart(7, '0')}`, title: 'x'.repeat(80), price: fixed(100_000) },
      quantity: 100_000,
      note: 'অ'.repeat(200),
      withPhotos: true,
    }));
    const link = buildOrderListLink({ lines, customer, reference: '261122-7K3Q' }, shop);
    expect(link.brief).toBe(true);
    expect(link.url.length).toBeLessThan(MAX_URL_LENGTH);
    // Even the line totals do not fit: code and quantity only, the grand total kept.
    expect(link.text).toContain('30. photo-frames-0000029 x100000\n');
    expect(link.text).toContain('Grand total: ₹3,00,00,00,00,000.00');
    expect(link.text).toContain('each item is written by its code and quantity only');
  });

  it('refuses an empty list', () => {
    expect(() => buildOrderListLink({ lines: [], customer }, shop)).toThrow(RangeError);
  });

  it.each([
    ['English', englishOrderListTemplate, 'these {n} items'],
    ['Bengali', bengaliOrderListTemplate, 'এই {n}টি জিনিস'],
  ])(
    'never makes a link of 2,000 characters or more, for any list of 1 to 30 lines with Unicode notes and details (%s)',
    (_language, template, greeting) => {
      const price = fc.oneof(
        fc.integer({ min: 1, max: 10_000_000 }).map((paise): Price => ({ kind: 'fixed', unitPaise: paise })),
        fc.constant<Price>({ kind: 'on-request' }),
        fc.integer({ min: 1, max: 100_000 }).map((paise): Price => ({ kind: 'per-area', paisePerSquareFoot: paise })),
      );
      const line = fc
        .record({
          sku: fc.stringMatching(/^[a-z][a-z0-9-]{2,19}$/),
          title: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
          price,
          quantity: fc.integer({ min: 1, max: 100_000 }),
          note: fc.string({ unit: 'grapheme', maxLength: 200 }),
          feet: fc.tuple(fc.integer({ min: 100, max: 10_000 }), fc.integer({ min: 100, max: 10_000 })),
          withPhotos: fc.boolean(),
        })
        .map((l): OrderListLine => ({
          product: { sku: l.sku, title: l.title, price: l.price },
          quantity: l.quantity,
          note: l.note,
          withPhotos: l.withPhotos,
          productUrl: `https://shop.example/product/x/${l.sku}`,
          ...(l.price.kind === 'per-area' ? { size: { lengthFeet: l.feet[0] / 100, widthFeet: l.feet[1] / 100 } } : {}),
        }));
      const details = fc.record(
        Object.fromEntries(
          Object.keys(emptyCustomerDetails).map((field) => [field, fc.string({ unit: 'grapheme', maxLength: 300 })]),
        ) as Record<keyof CustomerDetails, fc.Arbitrary<string>>,
      );
      fc.assert(
        fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), details, (lines, who) => {
          const link = buildOrderListLink({ lines, customer: who, reference: '261122-7K3Q' }, shop, template);
          expect(link.url.length).toBeLessThan(MAX_URL_LENGTH);
          const text = new URL(link.url).searchParams.get('text') ?? '';
          expect(text).toBe(link.text.toWellFormed());
          // In its own language, or (Bengali costs 9 URL characters a letter) English's compact form.
          const english = englishOrderListTemplate.greeting.replace('{count}', String(lines.length)).slice(-25);
          expect([greeting.replace('{n}', String(lines.length)), english].some((words) => text.includes(words))).toBe(
            true,
          );
          if (link.brief) for (const l of lines) expect(text).toContain(` ${l.product.sku}`);
          else for (const l of lines) expect(text).toContain(l.product.title.trim() === '' ? '' : l.product.title);
        }),
        { numRuns: 300 },
      );
    },
  );
});
