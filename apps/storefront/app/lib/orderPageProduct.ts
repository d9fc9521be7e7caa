/**
 * Reading back what Buy Now carried to /order-product (`navigationState.ts` writes it):
 * the history state is outside input (another deployment's, or edited), so its product is
 * checked against the catalogue's product schema (valibot) before the page uses it.
 */
import { findOrderable, type Catalogue, type Product } from '@storefront/catalog';
import { parseProduct } from '@storefront/catalog/product-schema';

/** The product in a history state, or `undefined` when the state is missing or malformed. */
export function productFromState(state: unknown): Product | undefined {
  if (typeof state !== 'object' || state === null || !('product' in state)) return undefined;
  return parseProduct((state as { product: unknown }).product);
}

/**
 * The product an /order-product visit is for: the catalogue's product of the SKU in the
 * navigation state, or else of `?sku=` in `search` (current price and words, even when the
 * state was written by an older deployment); the state's product while `catalogue` is
 * not loaded yet (or no longer has it); `undefined` when neither names a product.
 */
export function productForOrderPage(
  catalogue: Catalogue | undefined,
  state: unknown,
  search: string,
): Product | undefined {
  const fromState = productFromState(state);
  const sku = fromState?.sku ?? new URLSearchParams(search).get('sku');
  return (catalogue && sku ? findOrderable(catalogue, sku) : undefined) ?? fromState;
}
