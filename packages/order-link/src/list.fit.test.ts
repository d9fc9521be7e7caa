/**
 * The longest lists, at a tighter cap than MAX_URL_LENGTH: the steps that keep a list in one
 * link (brief, then codes and quantities, then without the variants' words) are the same at
 * any cap, and at 2,000 characters (the cap before the present one) 30 such lines need every one of
 * them, as about 100 would at today's 4,000.
 */
import type { Price } from '@storefront/catalog';
import { describe, expect, it } from 'vitest';
import { emptyCustomerDetails, type CustomerDetails } from './customer';
import { buildOrderListLink } from './list';

const shop = { displayName: 'Print & Gift Studio', whatsAppNumber: '919876543210' };
const fixed = (rupees: number): Price => ({ kind: 'fixed', unitPaise: rupees * 100 });
const customer: CustomerDetails = { ...emptyCustomerDetails, firstName: 'Asha', phone: '+91 98765 43210' };
const TIGHT = 2000;

describe('the longest order lists', () => {
  it('fits even the longest list: 30 lines with 20-character codes and ten-crore totals', () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      product: { sku: `photo-frames-${String(i).padStart(7, '0')}`, title: 'x'.repeat(80), price: fixed(100_000) },
      quantity: 100_000,
      note: 'অ'.repeat(200),
      withPhotos: true,
    }));
    const link = buildOrderListLink({ lines, customer, reference: '261122-7K3Q' }, shop, undefined, TIGHT);
    expect(link.brief).toBe(true);
    expect(link.url.length).toBeLessThan(TIGHT);
    // Even the line totals do not fit: code and quantity only, the grand total kept.
    expect(link.text).toContain('30. photo-frames-0000029 x100000\n');
    expect(link.text).toContain('Grand total: ₹3,00,00,00,00,000\n');
    expect(link.text).toContain('each item is written by its code and quantity only');
  });

  it('keeps the longest list of variants in one link, by the variants’ own codes', () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      product: { sku: `photo-frames-${String(i).padStart(7, '0')}`, title: 'x'.repeat(80), price: fixed(100_000) },
      variant: 'Size: 8×12 in, moulding 1.5 in',
      quantity: 100_000,
      note: 'অ'.repeat(200),
    }));
    const link = buildOrderListLink({ lines, customer, reference: '261122-7K3Q' }, shop, undefined, TIGHT);
    expect(link.url.length).toBeLessThan(TIGHT);
    expect(link.text).toContain('30. photo-frames-0000029 x100000\n');
    const few = buildOrderListLink({ lines: lines.slice(0, 10), customer }, shop, undefined, TIGHT);
    expect(few.brief).toBe(true);
    expect(few.text).toContain('10. photo-frames-0000009 (Size: 8×12 in, moulding 1.5 in) x100000');
  });
});
