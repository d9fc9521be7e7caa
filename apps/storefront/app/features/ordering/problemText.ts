/**
 * What is wrong with a value the shopper typed, in the page's language:
 * `@storefront/order-link`'s parsers say what the problem is (`problem`, `limit`); these
 * word it with the app's messages.
 */
import type { Price } from '@storefront/catalog';
import type { Parsed } from '@storefront/order-link';
import { m } from '../../paraglide/messages.js';

/** A failed parse: the problem and the bound that was crossed. */
type Failure = Extract<Parsed<unknown>, { ok: false }>;

/**
 * A quantity's problem: 'The minimum order for this product is 100.', or for a quantity
 * that is not a whole number of packs, 'Standard Business Cards come in packs
 * of 100: order 100 or 200.' (`product` names it; a per-pack price says packs, any other
 * step says multiples).
 */
export function quantityProblemText(
  failure: Failure,
  product?: { readonly title: string; readonly price: Price },
): string {
  const { problem, limit = 1 } = failure;
  switch (problem) {
    case 'notMultiple': {
      const words = {
        title: product?.title ?? '',
        step: limit,
        lower: failure.lower ?? limit,
        higher: failure.higher ?? limit,
      };
      return product?.price.kind === 'per-pack' ? m.quantity_notPack(words) : m.quantity_notMultiple(words);
    }
    case 'empty':
      return m.quantity_empty({ limit });
    case 'belowMinimum':
      return m.quantity_belowMinimum({ limit });
    case 'aboveMaximum':
      return m.quantity_aboveMaximum({ limit });
    default:
      return m.quantity_notNumber();
  }
}

/** A banner side's problem ('Length must be at least 1 ft.'), for the length or the width. */
export function sideProblemText(side: 'length' | 'width', { problem, limit = 1 }: Failure): string {
  const length = side === 'length';
  switch (problem) {
    case 'empty':
      return length ? m.bannerLength_empty() : m.bannerWidth_empty();
    case 'belowMinimum':
      return length ? m.bannerLength_belowMinimum({ limit }) : m.bannerWidth_belowMinimum({ limit });
    case 'aboveMaximum':
      return length ? m.bannerLength_aboveMaximum({ limit }) : m.bannerWidth_aboveMaximum({ limit });
    default:
      return length ? m.bannerLength_notNumber() : m.bannerWidth_notNumber();
  }
}

/** A mobile number's problem: not a mobile number, or not digits. */
export function phoneProblemText({ problem }: Failure): string {
  return problem === 'notDigits' ? m.phone_notDigits() : m.phone_notMobile();
}
