import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerFieldOrder, emptyCustomerDetails, type CustomerDetails } from './customer';
import {
  buildOrderLink,
  buildOrderMessage,
  MAX_URL_LENGTH,
  whatsAppAppUrl,
  whatsAppUrl,
  type OrderRequest,
} from './message';

const customer: CustomerDetails = {
  firstName: 'Asha',
  lastName: 'Das',
  phone: '9876543210',
  addressLine1: '12 Station Road',
  addressLine2: 'Near Post Office',
  pinCode: '732103',
  state: 'West Bengal',
  country: 'India',
};

const textOf = (url: string) => new URL(url).searchParams.get('text');

describe('the order message', () => {
  it('lists greeting, product, quantity, price with its basis, total, every customer field and the closing line', () => {
    const text = buildOrderMessage(
      {
        product: {
          title: 'Standard Business Cards',
          unit: 'cards',
          price: { kind: 'per-pack', packPaise: 20000, packSize: 100 },
        },
        quantity: 100,
        customer,
      },
      { displayName: 'Print & Gift Studio' },
    );
    expect(text).toBe(
      [
        'Hello Print & Gift Studio! I would like to place an order.',
        '',
        'Product: Standard Business Cards',
        'Quantity: 100 cards',
        'Price: ₹200 per 100 cards',
        'Total: ₹200',
        '',
        'My details',
        'First name: Asha',
        'Last name: Das',
        'Phone number: 9876543210',
        'Address line 1: 12 Station Road',
        'Address line 2: Near Post Office',
        'PIN code: 732103',
        'Country: India',
        'State: West Bengal',
        '',
        'Please confirm my order and let me know the next steps.',
      ].join('\n'),
    );
  });

  it('starts with the order reference and links to the product page', () => {
    const text = buildOrderMessage(
      {
        product: { title: 'White Photo Mug', price: { kind: 'fixed', unitPaise: 20000 } },
        quantity: 2,
        customer,
        reference: '261121-7K3Q',
        productUrl: 'https://shop.example/order-product?sku=mugs-1',
      },
      { displayName: 'Print & Gift Studio' },
    );
    expect(text.split('\n').slice(0, 5)).toEqual([
      'Hello Print & Gift Studio! I would like to place an order.',
      'Order ref: 261121-7K3Q',
      '',
      'Product: White Photo Mug',
      'Link: https://shop.example/order-product?sku=mugs-1',
    ]);
  });

  it('gives a banner its length, width and area in feet and prices it by size', () => {
    const text = buildOrderMessage(
      {
        product: { title: 'Flex & Banner', price: { kind: 'per-area', paisePerSquareFoot: 1000 } },
        quantity: 2,
        size: { lengthFeet: 3, widthFeet: 4.5 },
        customer,
      },
      { displayName: 'Shop' },
    );
    expect(text).toContain(
      'Length: 3 ft\nWidth: 4.5 ft\nArea: 13.5 sq ft\nQuantity: 2\nPrice: ₹135 each (₹10 per sq ft)\nTotal: ₹270\n',
    );
  });

  it('says price on request for stickers', () => {
    const text = buildOrderMessage(
      { product: { title: 'Round Logo Stickers', price: { kind: 'on-request' } }, quantity: 50, customer },
      { displayName: 'Shop' },
    );
    expect(text).toContain('Quantity: 50\nPrice on request\n');
    expect(text).not.toContain('Total:');
  });

  it('names the variant on its own line, under the product', () => {
    const text = buildOrderMessage(
      {
        product: { title: 'Cotton T-Shirt', price: { kind: 'fixed', unitPaise: 34900 } },
        variant: 'Size: XL',
        quantity: 2,
        customer,
      },
      { displayName: 'Shop' },
    );
    expect(text).toContain('Product: Cotton T-Shirt\nSize: XL\nQuantity: 2\nPrice: ₹349 each\nTotal: ₹698\n');
  });

  it('writes amounts that are not whole rupees with two decimals', () => {
    const text = buildOrderMessage(
      { product: { title: 'Pen', price: { kind: 'fixed', unitPaise: 1250 } }, quantity: 3, customer },
      { displayName: 'Shop' },
    );
    expect(text).toContain('Price: ₹12.50 each\nTotal: ₹37.50\n');
  });

  it('leaves out empty customer fields instead of printing them blank', () => {
    const text = buildOrderMessage(
      {
        product: { title: 'Mug', price: { kind: 'fixed', unitPaise: 20000 } },
        quantity: 1,
        customer: { ...customer, addressLine2: '  ', lastName: '' },
      },
      { displayName: 'Shop' },
    );
    expect(text).not.toContain('Address line 2');
    expect(text).not.toContain('Last name');
    expect(text).toContain('First name: Asha');
  });

  it('keeps every non-empty field, whatever the shopper typed (Bengali, emoji, symbols)', () => {
    const field = fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
      .filter((s) => s.trim() !== '' && !/[\n\r]/.test(s));
    fc.assert(
      fc.property(field, field, (firstName, addressLine1) => {
        const text = buildOrderMessage(
          {
            product: { title: 'Mug', price: { kind: 'fixed', unitPaise: 100 } },
            quantity: 1,
            customer: { ...customer, firstName, addressLine1 },
          },
          { displayName: 'Shop' },
        );
        expect(text).toContain(`First name: ${firstName.trim()}`);
        expect(text).toContain(`Address line 1: ${addressLine1.trim()}`);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('the click-to-chat URL', () => {
  it('opens a chat with the shop number and the message typed in', () => {
    const url = whatsAppUrl('919876543210', 'Hello & welcome #1 100% + more');
    expect(url).toBe('https://wa.me/919876543210?text=Hello%20%26%20welcome%20%231%20100%25%20%2B%20more');
    expect(textOf(url)).toBe('Hello & welcome #1 100% + more');
  });

  it('carries any Unicode text through the URL unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(textOf(whatsAppUrl('919876543210', text))).toBe(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps Bengali names and newlines exact', () => {
    const text = 'নাম: অমিত দাস 🎁\nঠিকানা: মালদা';
    expect(textOf(whatsAppUrl('919876543210', text))).toBe(text);
  });

  it('survives a lone surrogate instead of throwing', () => {
    expect(textOf(whatsAppUrl('919876543210', 'a\uD800b'))).toBe('a\uFFFDb');
  });

  it('never builds a link to wa.me/undefined', () => {
    expect(() => whatsAppUrl('undefined', 'x')).toThrow(TypeError);
    expect(() => whatsAppUrl('', 'x')).toThrow(TypeError);
    expect(() => whatsAppUrl('+919876543210', 'x')).toThrow(TypeError);
  });
});

const shop = { displayName: 'Print & Gift Studio', whatsAppNumber: '919876543210' };
const mug: OrderRequest['product'] = { title: 'White Photo Mug', price: { kind: 'fixed', unitPaise: 20000 } };

/** Any text a shopper could type or paste: every Unicode character, newlines, & # % + included. */
const anyText = (maxLength: number) =>
  fc.oneof(
    fc.string({ unit: 'grapheme', maxLength }),
    fc.string({
      unit: fc.constantFrom('&', '#', '%', '+', '?', '=', '\n', ' ', 'অ', 'মি', '🎁', '👩🏽‍🎨', 'é'),
      maxLength,
    }),
  );
const anyCustomer = (maxLength: number) =>
  fc.record(
    Object.fromEntries(customerFieldOrder.map((field) => [field, anyText(maxLength)])) as Record<
      keyof CustomerDetails,
      fc.Arbitrary<string>
    >,
  );

describe('the order link (message + URL under MAX_URL_LENGTH, 4,000 characters)', () => {
  it('is the plain message and URL when everything fits', () => {
    const link = buildOrderLink({ product: mug, quantity: 1, customer }, shop);
    expect(link.shortened).toEqual([]);
    expect(link.text).toBe(buildOrderMessage({ product: mug, quantity: 1, customer }, shop));
    expect(textOf(link.url)).toBe(link.text);
  });

  it('carries a Bengali order, emoji and symbols through the URL exactly', () => {
    fc.assert(
      fc.property(anyCustomer(12), (details) => {
        const link = buildOrderLink({ product: mug, quantity: 3, customer: details, reference: '261121-7K3Q' }, shop);
        fc.pre(link.shortened.length === 0);
        expect(textOf(link.url)).toBe(
          buildOrderMessage(
            { product: mug, quantity: 3, customer: details, reference: '261121-7K3Q' },
            shop,
          ).toWellFormed(),
        );
      }),
      { numRuns: 1500 },
    );
  });

  it('stays under 4,000 characters for any order, shortening long details with a note', () => {
    fc.assert(
      fc.property(anyCustomer(400), fc.integer({ min: 1, max: 100_000 }), (details, quantity) => {
        const order: OrderRequest = {
          product: mug,
          quantity,
          customer: details,
          reference: '261121-7K3Q',
          productUrl: 'https://shop.example/order-product?sku=mugs-1',
        };
        const link = buildOrderLink(order, shop);
        expect(link.url.length).toBeLessThan(MAX_URL_LENGTH);
        expect(textOf(link.url)).toBe(link.text.toWellFormed());
        const note = link.text.includes('were shortened');
        expect(note).toBe(link.shortened.length > 0);
        // What is never cut: the product, the price lines and the reference.
        expect(link.text).toContain('Order ref: 261121-7K3Q');
        expect(link.text).toContain(`Quantity: ${quantity.toLocaleString('en-IN')}\n`);
        expect(link.text).toContain('Total: ₹');
      }),
      { numRuns: 1200 },
    );
  });

  it('cuts a 3,000-character address to fit and says so, keeping the start of it', () => {
    const address = 'ঠিকানা '.repeat(430);
    const link = buildOrderLink({ product: mug, quantity: 1, customer: { ...customer, addressLine1: address } }, shop);
    expect(link.url.length).toBeLessThan(MAX_URL_LENGTH);
    expect(link.shortened).toEqual(['addressLine1']);
    const kept = /^Address line 1: (.+)…$/m.exec(link.text)?.[1] ?? '';
    expect(kept.length).toBeGreaterThan(100);
    expect(address.startsWith(kept)).toBe(true);
    expect(link.text).toContain('First name: Asha');
    expect(link.text).toContain(
      '(Some of my details were too long for the WhatsApp link and were shortened; I will send the rest here.)',
    );
  });

  it('never cuts an emoji in half', () => {
    const link = buildOrderLink(
      { product: mug, quantity: 1, customer: { ...emptyCustomerDetails, firstName: '🎁'.repeat(600) } },
      shop,
    );
    expect(link.text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(link.text).toMatch(/First name: (🎁)+…/);
  });

  it('refuses an order that cannot fit even without details', () => {
    expect(() =>
      buildOrderLink(
        { product: { ...mug, title: 'x'.repeat(5000) }, quantity: 1, customer: emptyCustomerDetails },
        shop,
      ),
    ).toThrow(RangeError);
  });
});

describe("the WhatsApp app's own link", () => {
  it('opens the same chat with the same words, without loading wa.me', () => {
    const url = whatsAppAppUrl('919876543210', 'Order #1 — 100% ৳');
    expect(url).toBe(`whatsapp://send?phone=919876543210&text=${encodeURIComponent('Order #1 — 100% ৳')}`);
    expect(() => whatsAppAppUrl('undefined', 'Hi')).toThrow(TypeError);
  });
});
