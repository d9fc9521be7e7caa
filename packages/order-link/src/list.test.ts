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
  product: {
    sku: 'business-cards-1',
    title: 'Standard Business Cards',
    unit: 'cards',
    price: { kind: 'per-pack', packPaise: 20000, packSize: 100 },
  },
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
const cardsWithBreaks: Price = {
  kind: 'per-pack',
  packPaise: 20000,
  packSize: 100,
  breaks: [
    { minQuantity: 500, paise: 18000 },
    { minQuantity: 1000, paise: 16500 },
  ],
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
  it('add line totals exactly in paise, cards by the pack, banners by area, and count what is priced in the chat', () => {
    const totals = orderListTotals([cards, banner, mug, stickers]);
    expect(totals.lines.map(({ unitPaise, lineTotalPaise }) => ({ unitPaise, lineTotalPaise }))).toEqual([
      { unitPaise: 20000, lineTotalPaise: 20000 },
      { unitPaise: 8750, lineTotalPaise: 26250 },
      { unitPaise: 20000, lineTotalPaise: 40000 },
      { unitPaise: null, lineTotalPaise: null },
    ]);
    expect(totals.lines[0]?.linePrice).toEqual({
      unitPaise: 20000,
      per: 100,
      totalPaise: 20000,
      breakIndex: -1,
      basePaise: 20000,
      savingPaise: 0,
    });
    expect(totals.lines[3]?.linePrice).toBeNull();
    expect(totals.grandTotalPaise).toBe(86250);
    expect(totals.savingPaise).toBe(0);
    expect(totals.pricedInChat).toBe(1);
  });

  it('add up what the price breaks save', () => {
    const tiered: Price = { ...cardsWithBreaks };
    const totals = orderListTotals([
      { ...cards, product: { ...cards.product, price: tiered }, quantity: 1000 },
      { ...cards, product: { ...cards.product, price: tiered }, quantity: 500 },
      mug,
    ]);
    expect(totals.lines.map((line) => line.lineTotalPaise)).toEqual([165000, 90000, 40000]);
    expect(totals.savingPaise).toBe(35000 + 10000);
    expect(totals.grandTotalPaise).toBe(295000);
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
  it('numbers each line with its size, then quantity · basis · total, note and link, then the grand total and details', () => {
    const text = buildOrderListMessage(
      { lines: [cards, banner, mug, stickers], customer, reference: '261122-7K3Q' },
      shop,
    );
    expect(text.split('\n')).toEqual([
      'Hello Print & Gift Studio! I would like to order these 4 items.',
      'Order ref: 261122-7K3Q',
      '',
      '1. Standard Business Cards',
      '100 cards · ₹200 per 100 · ₹200',
      'Link: https://shop.example/product/business-cards/standard-business-cards',
      '',
      '2. Flex & Banner',
      'Size: 2.5 ft × 3.5 ft (8.75 sq ft)',
      '3 · ₹87.50 each (₹10 per sq ft) · ₹262.50',
      '',
      '3. White Photo Mug',
      '2 · ₹200 each · ₹400',
      'Note: নাম: অমিত ও রিয়া 💕',
      '',
      '4. Die-Cut Vinyl Stickers',
      '50 · Price on request',
      '',
      'Grand total: ₹862.50 (plus 1 priced in the chat)',
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

  it('shows the bulk price and what it saves on a line past a price break', () => {
    const text = buildOrderListMessage(
      {
        lines: [{ ...cards, product: { ...cards.product, price: cardsWithBreaks }, quantity: 1000 }],
        customer: emptyCustomerDetails,
      },
      shop,
    );
    expect(text).toContain(
      '1. Standard Business Cards\n1,000 cards · ₹165 per 100 · ₹1,650\nYou save ₹350 (bulk price)\nLink: ',
    );
    expect(text).toContain('\nGrand total: ₹1,650\n');
  });

  it('names a variant on its own line in full, and after the code in the brief form', () => {
    const shirt: OrderListLine = {
      product: { sku: 't-shirts-1-xl', title: 'Cotton T-Shirt', price: fixed(349) },
      variant: 'Size: XL',
      quantity: 2,
    };
    const full = buildOrderListMessage({ lines: [shirt, { ...shirt, variant: 'Size: M' }], customer }, shop);
    expect(full).toContain('1. Cotton T-Shirt\nSize: XL\n2 · ₹349 each · ₹698\n');
    expect(full).toContain('2. Cotton T-Shirt\nSize: M\n2 · ₹349 each · ₹698\n');
    const many = Array.from({ length: 40 }, () => ({ ...shirt, note: 'Print “Asha” on the back' }));
    const brief = buildOrderListLink({ lines: many, customer }, shop);
    expect(brief.brief).toBe(true);
    expect(brief.text).toContain('1. t-shirts-1-xl (Size: XL) x2 = ₹698\n');
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
    expect(link.text).toContain('1. custom-mugs-0 x2 = ₹400\n');
    expect(link.text).toContain('(My list was too long for one WhatsApp link');
  });

  it('refuses an empty list', () => {
    expect(() => buildOrderListLink({ lines: [], customer }, shop)).toThrow(RangeError);
  });

  it.each([
    ['English', englishOrderListTemplate, 'these {n} items'],
    ['Bengali', bengaliOrderListTemplate, 'এই {n}টি জিনিস'],
  ])(
    'never makes a link of MAX_URL_LENGTH (4,000) characters or more, for any list of 1 to 30 lines with Unicode notes and details (%s)',
    (_language, template, greeting) => {
      const price = fc.oneof(
        fc.integer({ min: 1, max: 10_000_000 }).map((paise): Price => ({ kind: 'fixed', unitPaise: paise })),
        fc.constant<Price>({ kind: 'on-request' }),
        fc.integer({ min: 1, max: 100_000 }).map((paise): Price => ({ kind: 'per-area', paisePerSquareFoot: paise })),
        fc
          .record({ packPaise: fc.integer({ min: 2, max: 10_000_000 }), packSize: fc.constantFrom(10, 100, 1000) })
          .map(({ packPaise, packSize }): Price => ({
            kind: 'per-pack',
            packPaise,
            packSize,
            breaks: [{ minQuantity: packSize * 5, paise: packPaise - 1 }],
          })),
      );
      const line = fc
        .record({
          sku: fc.stringMatching(/^[a-z][a-z0-9-]{2,19}$/),
          title: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
          price,
          quantity: fc.integer({ min: 1, max: 100_000 }),
          unit: fc.option(fc.constantFrom('cards', 'letterheads', 'কার্ড'), { nil: undefined }),
          variant: fc.option(fc.string({ unit: 'grapheme', maxLength: 40 }), { nil: undefined }),
          note: fc.string({ unit: 'grapheme', maxLength: 200 }),
          feet: fc.tuple(fc.integer({ min: 100, max: 10_000 }), fc.integer({ min: 100, max: 10_000 })),
          withPhotos: fc.boolean(),
        })
        .map((l): OrderListLine => ({
          product: { sku: l.sku, title: l.title, price: l.price, ...(l.unit ? { unit: l.unit } : {}) },
          // Whole packs for a pack price; up to 100,000 pieces either way.
          quantity:
            l.price.kind === 'per-pack'
              ? Math.max(1, Math.floor(l.quantity / l.price.packSize)) * l.price.packSize
              : l.quantity,
          ...(l.variant === undefined ? {} : { variant: l.variant }),
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
