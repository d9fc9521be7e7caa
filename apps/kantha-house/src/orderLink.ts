import type { Product, ShopProfile } from '@storefront/catalog';
import { buildOrderLink, type CustomerDetails } from '@storefront/order-link';

const noDetails: CustomerDetails = {
  firstName: '',
  lastName: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  pinCode: '',
  state: '',
  country: '',
};

/**
 * This tiny shop skips the order form: Buy Now opens WhatsApp with the product at its
 * minimum order quantity, and the shopper adds their details in the chat.
 * Returns the `https://wa.me/…` URL, or `undefined` for a product that cannot be ordered.
 */
export function quickOrderUrl(product: Product, profile: ShopProfile): string | undefined {
  if (product.price.kind === 'unavailable') return undefined;
  return buildOrderLink({ product, quantity: product.minQuantity, customer: noDetails }, profile).url;
}
