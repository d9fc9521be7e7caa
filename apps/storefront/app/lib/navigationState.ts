/**
 * What Buy Now carries to /order-product through history state (spec §2: title,
 * subtitle, images, price and minimum order quantity), and reading it back safely.
 */
import type { Product } from '@storefront/catalog';
import { parseProduct } from '@storefront/catalog/schema';

/** The history state of /order-product. */
export interface OrderProductState {
  product: Product;
}

/** The state Buy Now passes for `product`. */
export function orderProductState(product: Product): OrderProductState {
  return { product };
}

/** The product in a history state, or `undefined` when the state is missing or malformed. */
export function productFromState(state: unknown): Product | undefined {
  if (typeof state !== 'object' || state === null || !('product' in state)) return undefined;
  return parseProduct((state as { product: unknown }).product);
}
