import { catalogue } from '@storefront/catalog/shop';
import { describe, expect, it } from 'vitest';
import { orderProductPath, orderProductState, productForOrderPage } from './navigationState';

const product = catalogue.products.find((candidate) => candidate.price.kind === 'fixed')!;

describe('the /order-product address', () => {
  it('names the product by SKU, so a reload or a link from the order message finds it', () => {
    const path = orderProductPath(product);
    expect(path).toBe(`/order-product?sku=${encodeURIComponent(product.sku)}`);
    expect(productForOrderPage(catalogue, null, new URL(path, 'https://shop.example').search)).toEqual(product);
  });

  it('prefers intact navigation state and falls back to nothing for an unknown SKU', () => {
    expect(productForOrderPage(catalogue, orderProductState(product), '?sku=nope')).toEqual(product);
    expect(productForOrderPage(catalogue, null, '?sku=nope')).toBeUndefined();
    expect(productForOrderPage(catalogue, null, '')).toBeUndefined();
  });
});
