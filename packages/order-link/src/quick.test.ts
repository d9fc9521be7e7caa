import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from './message';
import { buildQuickOrderLink } from './quick';
import { messageTemplates } from './templates';

const shop = { displayName: 'Malda Prints', whatsAppNumber: '919876543210' };
const url = 'https://shop.example/product/business-cards/standard';
const textOf = (link: string) => new URL(link).searchParams.get('text');

describe('ordering from a page without JavaScript', () => {
  it('opens a chat with the product, its price per pack and its link', () => {
    const link = buildQuickOrderLink(
      {
        title: 'Standard Business Cards',
        unit: 'cards',
        price: { kind: 'per-pack', packPaise: 20_000, packSize: 100 },
      },
      url,
      shop,
    );
    expect(link.startsWith('https://wa.me/919876543210?text=')).toBe(true);
    expect(textOf(link)).toBe(
      [
        'Hello Malda Prints! I would like to place an order.',
        '',
        'Product: Standard Business Cards',
        'Price: ₹200 per 100 cards',
        `Link: ${url}`,
        '',
        'Please confirm my order and let me know the next steps.',
      ].join('\n'),
    );
  });

  it('names the variant picked, on one line after the product', () => {
    const frame = textOf(
      buildQuickOrderLink(
        {
          title: 'Photo Frame',
          variant: 'Size: 8x12,\n Moulding: 1.5 inch',
          price: { kind: 'fixed', unitPaise: 40_000 },
        },
        url,
        shop,
      ),
    );
    expect(frame).toContain('\nProduct: Photo Frame\nSize: 8x12, Moulding: 1.5 inch\nPrice: ₹400 each\n');
    const plain = textOf(
      buildQuickOrderLink({ title: 'Mug', variant: ' ', price: { kind: 'fixed', unitPaise: 1_500 } }, url, shop),
    );
    expect(plain).toContain('\nProduct: Mug\nPrice: ₹15 each\n');
  });

  it('says each, per square foot or price on request', () => {
    const mug = textOf(buildQuickOrderLink({ title: 'Mug', price: { kind: 'fixed', unitPaise: 1_500 } }, url, shop));
    expect(mug).toContain('\nPrice: ₹15 each\n');
    const banner = textOf(
      buildQuickOrderLink({ title: 'Flex Banner', price: { kind: 'per-area', paisePerSquareFoot: 1_550 } }, url, shop),
    );
    expect(banner).toContain('\nPrice: ₹15.50 per sq ft\n');
    const sticker = textOf(buildQuickOrderLink({ title: 'Stickers', price: { kind: 'on-request' } }, url, shop));
    expect(sticker).toContain('\nPrice on request\n');
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
    expect(text).toContain('পণ্য: সাদা ফটো মগ\nএকটির দাম: ₹200\n');
    const cards = textOf(
      buildQuickOrderLink(
        { title: 'ভিজিটিং কার্ড', unit: 'কার্ড', price: { kind: 'per-pack', packPaise: 20_000, packSize: 100 } },
        url,
        shop,
        messageTemplates['bn-IN'].order,
      ),
    );
    expect(cards).toContain('দাম: প্রতি 100টি কার্ড ₹200\n');
  });

  it('carries any title exactly and stays a short link', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (title) => {
        const link = buildQuickOrderLink({ title, price: { kind: 'fixed', unitPaise: 100 } }, url, shop);
        expect(textOf(link)).toContain(`: ${title}\n`);
        expect(link.length).toBeLessThan(MAX_URL_LENGTH);
      }),
      { numRuns: 300 },
    );
  });
});
