import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productQuestionLink } from './question';

const shop = { displayName: 'Malda Prints', whatsAppNumber: '919876543210' };

describe('asking about a product on WhatsApp', () => {
  it('opens a chat with the shop with a short question naming the product and linking to it', () => {
    const url = new URL(
      productQuestionLink({ title: 'Heart-Shaped Handle Mug' }, 'https://shop.example/product/custom-mugs/heart', shop),
    );
    expect(url.origin + url.pathname).toBe('https://wa.me/919876543210');
    expect(url.searchParams.get('text')).toBe(
      'Hello Malda Prints! I have a question about “Heart-Shaped Handle Mug”: https://shop.example/product/custom-mugs/heart',
    );
  });

  it('carries any title exactly, placeholders and all, through the link', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), (title) => {
        const text = new URL(productQuestionLink({ title }, 'https://shop.example/p', shop)).searchParams.get('text');
        expect(text).toBe(`Hello Malda Prints! I have a question about “${title}”: https://shop.example/p`);
      }),
      { numRuns: 500 },
    );
  });

  it('refuses a malformed shop number instead of linking to wa.me/undefined', () => {
    expect(() =>
      productQuestionLink({ title: 'Mug' }, 'https://shop.example/p', { ...shop, whatsAppNumber: 'undefined' }),
    ).toThrow(TypeError);
  });
});
