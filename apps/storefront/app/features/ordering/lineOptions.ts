/**
 * The options of an order-list line in words, for the list and its message.
 */
import { chosenOptionsText, type Product } from '@storefront/catalog';
import type { PageLocale } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';

/**
 * The options of a line, in `locale`'s words: 'Size: XL', or for a line saved
 * before the product had options, which ones are still to be chosen ('Size: not chosen
 * yet, tell us in the chat'). `undefined` for a product without options.
 */
export function optionsText(product: Product, locale: PageLocale): string | undefined {
  const picked = chosenOptionsText(product);
  if (picked) return picked;
  const names = (product.options ?? []).map((option) => option.name);
  return names.length > 0 ? m.orderList_optionsNotChosen({ options: names.join(', ') }, { locale }) : undefined;
}
