import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildQuickOrderLink } from './quick';
import { messageTemplates } from './templates';

const shop = { displayName: 'Malda Prints', whatsAppNumber: '919876543210' };
const url = 'https://shop.example/product/business-cards/standard';
const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('ordering from a page without JavaScript (issue 13)', () => {
  it('opens a chat with the product, its unit price and its link', () => {
    const link = buildQuickOrderLink(
      { title: 'Standard Business Cards', price: { kind: 'fixed', unitPaise: 20_000 } },
      url,
      shop,
    );
    expect(link.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(textOf(link)).toBe(
      [
        'Hello Malda Prints! I would like to place an order.',
        '',
        'Product: Standard Business Cards',
        'Unit price: ₹200.00',
        `Link: ${url}`,
        '',
        'Please confirm my order and let me know the next steps.',
      ].join('\n'),
    );
  });

  it('says per square foot or price on request where there is no unit price', () => {
    const banner = textOf(
      buildQuickOrderLink({ title: 'Flex Banner', price: { kind: 'per-area', paisePerSquareFoot: 1_500 } }, url, shop),
    );
    expect(banner).toContain('Unit price: ₹15.00 per sq ft');
    const sticker = textOf(buildQuickOrderLink({ title: 'Stickers', price: { kind: 'on-request' } }, url, shop));
    expect(sticker).toContain('Unit price: Price on request');
  });

  it('words it in the shop’s message language', () => {
    const text = textOf(
      buildQuickOrderLink(
        { title: 'সাদা ফটো মগ', price: { kind: 'fixed', unitPaise: 20_000 } },
        url,
        shop,
        messageTemplates['bn-IN'].order,
      ),
    );
    expect(text).toContain('সাদা ফটো মগ');
    expect(text).toContain('₹200.00');
    expect(text).not.toContain('Unit price');
  });

  it('carries any title exactly and stays a short link', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (title) => {
        const link = buildQuickOrderLink({ title, price: { kind: 'fixed', unitPaise: 100 } }, url, shop);
        expect(textOf(link)).toContain(`: ${title}\n`);
        expect(link.length).toBeLessThan(2000);
      }),
      { numRuns: 300 },
    );
  });
});
