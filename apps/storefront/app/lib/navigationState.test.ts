import { catalogue } from 'virtual:shop-data';
import { describe, expect, it } from 'vitest';
import { orderProductPath, orderProductState } from './navigationState';
import { productForOrderPage, productFromState } from './orderPageProduct';

const product = catalogue.products[0]!;

describe('the product carried to /order-product', () => {
  it('comes back exactly as Buy Now sent it', () => {
    expect(productFromState(orderProductState(product))).toEqual(product);
  });

  it('survives the structured clone the browser applies to history state', () => {
    expect(productFromState(structuredClone(orderProductState(product)))).toEqual(product);
  });

  it('is undefined for missing, foreign or damaged state instead of a half-built product', () => {
    expect(productFromState(null)).toBeUndefined();
    expect(productFromState(undefined)).toBeUndefined();
    expect(productFromState({ key: 'default' })).toBeUndefined();
    expect(productFromState({ product: { ...product, price: { kind: 'fixed', unitPaise: -1 } } })).toBeUndefined();
    expect(productFromState({ product: { ...product, title: undefined } })).toBeUndefined();
    expect(productFromState({ product: { ...product, minQuantity: 0 } })).toBeUndefined();
    // A photo's responsive versions: known formats, srcset candidates only.
    expect(product.images[0]?.sources).toBeDefined();
    const withSources = (sources: unknown) => ({
      product: { ...product, images: [{ ...product.images[0], sources }] },
    });
    expect(productFromState(withSources({ gif: '/a.gif 400w' }))).toBeUndefined();
    expect(productFromState(withSources({ avif: '"><script>alert(1)</script>' }))).toBeUndefined();
  });
});

const fixedPrice = catalogue.products.find((candidate) => candidate.price.kind === 'fixed')!;

describe('the /order-product address', () => {
  it('names the product by SKU, so a reload or a link from the order message finds it', () => {
    const path = orderProductPath(fixedPrice);
    expect(path).toBe(`/order-product?sku=${encodeURIComponent(fixedPrice.sku)}`);
    expect(productForOrderPage(catalogue, null, new URL(path, 'https://shop.example').search)).toEqual(fixedPrice);
  });

  it('prefers intact navigation state and falls back to nothing for an unknown SKU', () => {
    expect(productForOrderPage(catalogue, orderProductState(fixedPrice), '?sku=nope')).toEqual(fixedPrice);
    expect(productForOrderPage(catalogue, null, '?sku=nope')).toBeUndefined();
    expect(productForOrderPage(catalogue, null, '')).toBeUndefined();
  });
});
