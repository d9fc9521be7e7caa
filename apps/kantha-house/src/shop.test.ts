import { validateCatalogue } from '@storefront/catalog/schema';
import { describe, expect, it } from 'vitest';
import { quickOrderUrl } from './orderLink';
import { catalogue, profile } from './shop';

describe('Bolpur Kantha House data', () => {
  it('is a valid catalogue for the shared model', () => {
    expect(validateCatalogue(catalogue)).toEqual([]);
  });

  it('orders a product at its minimum quantity, addressed to this shop', () => {
    const cushion = catalogue.products.find((product) => product.sku === 'kh-cushion-1');
    const url = new URL(quickOrderUrl(cushion!, profile)!);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Hello Bolpur Kantha House!');
    expect(text).toContain('Quantity: 2');
    expect(text).toContain('Total: ₹650.00');
  });

  it('gives no order link for a product that is not available', () => {
    const purse = catalogue.products.find((product) => product.sku === 'kh-purse-1');
    expect(quickOrderUrl(purse!, profile)).toBeUndefined();
  });
});
