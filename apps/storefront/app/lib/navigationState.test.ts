import { catalogue } from '@storefront/catalog/shop';
import { describe, expect, it } from 'vitest';
import { orderProductState, productFromState } from './navigationState';

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
  });
});
