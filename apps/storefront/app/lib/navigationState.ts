/**
 * What Buy Now carries to /order-product through history state (spec §2: title,
 * subtitle, images, price and minimum order quantity), and reading it back safely.
 * The address also names the product (`?sku=`), so the page survives a lost state and
 * the order message can link to it.
 */
import { findOrderable, type Catalogue, type Product } from '@storefront/catalog';
import { parseProduct } from '@storefront/catalog/product-schema';

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

/** The address of `product`'s order page, e.g. `/order-product?sku=mugs-1`. */
export function orderProductPath(product: Pick<Product, 'sku'>): string {
  return `/order-product?${new URLSearchParams({ sku: product.sku })}`;
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
