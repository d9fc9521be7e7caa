/**
 * How the app writes a quantity and a price basis in the page's language:
 * '300 cards' / '300টি কার্ড', '₹200 per 100 cards' / 'প্রতি 100টি কার্ড ₹200', '₹15 each',
 * in the same words as the order message (`@storefront/order-link`'s basis templates),
 * for the app's own texts: the order summary, the order list, search suggestions, toasts.
 */
import type { Price } from '@storefront/catalog';
import {
  basisTemplates,
  basisText as messageBasisText,
  quantityText as messageQuantityText,
  type BasisTemplate,
} from '@storefront/order-link';
import type { PageLocale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';

/**
 * The basis words of the page's language, `locale` (the page's, from `useLocale`). A price
 * agreed in the chat is worded as the site says it to the shopper ('দাম চ্যাটে জানানো হবে'),
 * not as the shopper's message asks the shop ('দাম চ্যাটে জানাবেন').
 */
export function pageBasis(locale: PageLocale): BasisTemplate {
  const words = basisTemplates[locale];
  return { ...words, priceOnRequest: m.priceOnRequest({}, { locale }) };
}

/** `quantity` pieces with their name in `locale`: '1,000 cards' ('1,000টি কার্ড'); without a unit, '150' ('150টি'). */
export function quantityText(quantity: number, unit: string | undefined, locale: PageLocale): string {
  return messageQuantityText(quantity, unit, pageBasis(locale));
}

/**
 * `unitPaise` (default: the price's own) on the price's basis, in `locale`: '₹200 per 100
 * cards', '₹15 each', '₹10 per sq ft', or 'Price on request'. Whole rupees without '.00'.
 */
export function basisText(price: Price, unit: string | undefined, locale: PageLocale, unitPaise?: number): string {
  return messageBasisText(price, unit, pageBasis(locale), unitPaise);
}
