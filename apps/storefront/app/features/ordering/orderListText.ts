/**
 * The order list's address and the words that several screens share, kept
 * in one place so each is worded once in every language; small, as every page's header uses it.
 */
import type { SizeInFeet } from '@storefront/order-link';
import { m } from '../../paraglide/messages.js';

/** The order list's page. */
export const ORDER_LIST_PATH = '/order-list';

/** A size as the shopper reads it: '2.5 ft × 3.5 ft'. */
export function sizeText(size: SizeInFeet): string {
  return m.size({ length: size.lengthFeet, width: size.widthFeet });
}

/** '1 item', '3 items' ('3টি জিনিস'). */
export function itemCount(count: number): string {
  return m.itemCount({ count });
}
