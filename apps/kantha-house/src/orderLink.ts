import type { Product, ShopProfile } from '@storefront/catalog';
import { buildOrderLink, emptyCustomerDetails } from '@storefront/order-link';

/**
 * This tiny shop skips the order form: Buy Now opens WhatsApp with the product at its
 * minimum order quantity, and the shopper adds their details in the chat.
 * Returns the `https://wa.me/…` URL, or `undefined` for a product that cannot be ordered.
 */
export function quickOrderUrl(product: Product, profile: ShopProfile): string | undefined {
  if (product.price.kind === 'unavailable') return undefined;
  return buildOrderLink({ product, quantity: product.minQuantity, customer: emptyCustomerDetails }, profile).url;
}
