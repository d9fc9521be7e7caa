import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOrderMessage, whatsAppUrl, type CustomerDetails } from './message';

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
  it('lists greeting, product, unit price, quantity, total, every customer field and the closing line', () => {
    const text = buildOrderMessage(
      { product: { title: 'Standard Business Cards', price: { kind: 'fixed', unitPaise: 20000 } }, quantity: 100, customer },
      'Print & Gift Studio',
    );
    expect(text).toBe(
      [
        'Hello Print & Gift Studio! I would like to place an order.',
        '',
        'Product: Standard Business Cards',
        'Unit price: ₹200.00',
        'Quantity: 100',
        'Total: ₹20,000.00',
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

  it('gives a banner its length, width and area in feet and prices it by size', () => {
    const text = buildOrderMessage(
      {
        product: { title: 'Flex & Banner', price: { kind: 'per-area', paisePerSquareFoot: 1000 } },
        quantity: 2,
        size: { lengthFeet: 3, widthFeet: 4.5 },
        customer,
      },
      'Shop',
    );
    expect(text).toContain('Length: 3 ft\nWidth: 4.5 ft\nArea: 13.5 sq ft\nUnit price: ₹135.00 (₹10.00 per sq ft)\nQuantity: 2\nTotal: ₹270.00');
  });

  it('says price on request for stickers', () => {
    const text = buildOrderMessage({ product: { title: 'Round Logo Stickers', price: { kind: 'on-request' } }, quantity: 50, customer }, 'Shop');
    expect(text).toContain('Unit price: Price on request\nQuantity: 50\nTotal: Price on request');
  });

  it('leaves out empty customer fields instead of printing them blank', () => {
    const text = buildOrderMessage(
      { product: { title: 'Mug', price: { kind: 'fixed', unitPaise: 20000 } }, quantity: 1, customer: { ...customer, addressLine2: '  ', lastName: '' } },
      'Shop',
    );
    expect(text).not.toContain('Address line 2');
    expect(text).not.toContain('Last name');
    expect(text).toContain('First name: Asha');
  });

  it('keeps every non-empty field, whatever the shopper typed (Bengali, emoji, symbols)', () => {
    const field = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '' && !/[\n\r]/.test(s));
    fc.assert(
      fc.property(field, field, (firstName, addressLine1) => {
        const text = buildOrderMessage(
          { product: { title: 'Mug', price: { kind: 'fixed', unitPaise: 100 } }, quantity: 1, customer: { ...customer, firstName, addressLine1 } },
          'Shop',
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
