import { loadShopData } from '@storefront/catalog/data';
import { describe, expect, it } from 'vitest';
import { kanthaHouseDataDir } from '../shop/index.js';
import { quickOrderUrl } from './orderLink';
import { catalogue, content, profile } from './shop';

describe('Bolpur Kantha House data', () => {
  it('loads from its data files through the shared loader and schema', () => {
    const data = loadShopData(kanthaHouseDataDir);
    expect(data.catalogue.products.map((product) => product.sku)).toEqual(catalogue.products.map((p) => p.sku));
    expect(catalogue.products.find((product) => product.sku === 'kh-stole-1')?.price).toEqual({
      kind: 'fixed',
      unitPaise: 145000,
    });
  });

  it('declares only the content and profile its one page shows', () => {
    expect(Object.keys(content)).toEqual(['home']);
    expect(Object.keys(content.home ?? {})).toEqual(['hero']);
    expect(profile).not.toHaveProperty('foundedYear');
    expect(profile).not.toHaveProperty('tagline');
  });

  it('orders a product at its minimum quantity, addressed to this shop', () => {
    const cushion = catalogue.products.find((product) => product.sku === 'kh-cushion-1');
    const url = new URL(quickOrderUrl(cushion!, profile)!);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Hello Bolpur Kantha House!');
    expect(text).toContain('Quantity: 2');
    expect(text).toContain('Total: ₹650');
  });

  it('gives no order link for a product that is not available', () => {
    const purse = catalogue.products.find((product) => product.sku === 'kh-purse-1');
    expect(quickOrderUrl(purse!, profile)).toBeUndefined();
  });
});
