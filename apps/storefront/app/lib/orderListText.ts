/**
 * The order list's address and the words that several screens share (issue 10), kept in
 * one place for the Bengali step (issue 11).
 */
import type { SizeInFeet } from '@storefront/order-link';

/** The order list's page. */
export const ORDER_LIST_PATH = '/order-list';

/** A size as the shopper reads it: '2.5 ft × 3.5 ft'. */
export function sizeText(size: SizeInFeet): string {
  return `${size.lengthFeet} ft × ${size.widthFeet} ft`;
}

/** '1 item', '3 items'. */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}
