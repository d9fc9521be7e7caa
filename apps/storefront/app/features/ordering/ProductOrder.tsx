import type { Product } from '@storefront/catalog';
import type { SizeInFeet } from '@storefront/order-link';
import { useEffect, useEffectEvent } from 'react';
import { useOrderFlow } from './OrderFlow';

/** A request to open the order form; a new object each time Buy Now (or Order this size) is pressed. */
export interface OrderRequest {
  /** The banner's size, for a product priced by area. */
  readonly size?: SizeInFeet;
  /** The quantity the page's picker chose, in pieces. */
  readonly quantity?: number;
}

/** Props of {@link ProductOrder}. */
export interface ProductOrderProps {
  /** The product, its words in the page's language. */
  product: Product;
  /** The same product in the order message's language. */
  messageProduct: Product;
  /** The site path that shows this product (its page, in the page's language), linked in the message. */
  productPath: string;
  /** The latest request to open the form: each new object opens it again. */
  request: OrderRequest;
}

/**
 * The order modal of a product page (spec §2 'Order modal'), as its own chunk that loads
 * on the first Buy Now (kept out of the page's first load), or earlier when a finger or
 * pointer lands near it. It opens for each new `request`.
 */
export default function ProductOrder({ product, messageProduct, productPath, request }: ProductOrderProps) {
  const order = useOrderFlow(product, messageProduct, productPath);
  const openFor = useEffectEvent((size?: SizeInFeet, quantity?: number) => order.open(size, quantity));
  useEffect(() => openFor(request.size, request.quantity), [request]);
  return order.dialog;
}
