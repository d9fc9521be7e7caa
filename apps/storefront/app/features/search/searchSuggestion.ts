/**
 * What the header's search says under a suggestion's title (ADR 0009): loaded with the
 * search on first focus, not with the page (`HeaderSearch.tsx`), as its price wording brings
 * the trade's price-basis words along. Until it arrives (or if it cannot), a suggestion is
 * its title and link alone.
 */
import { basePaise, type CategoryName } from '@storefront/catalog';
import type { PageLocale } from '../../i18n/locale';
import { basisText } from '../../lib/tradePrice';
import { m } from '../../paraglide/messages.js';
import type { FoundProduct } from './productSearch';

/**
 * What a suggestion says under a found product's title (listed in `locale`): its category (its
 * name in `categories`) and its price on its basis, 'Visiting Cards · ₹200 per 100 cards';
 * undefined when it has neither.
 */
export function suggestionDetail(
  product: FoundProduct,
  categories: readonly CategoryName[],
  locale: PageLocale,
): string | undefined {
  const category = categories.find((candidate) => candidate.slug === product.categorySlug)?.name;
  // On its basis, '₹200 per 100 cards', '₹199 each'; a product with options from its cheapest, 'from ₹130 each'
  // (a listed product's price is its cheapest variant's, and `priceFrom` says the others differ).
  const basis = basePaise(product.price) === undefined ? undefined : basisText(product.price, product.unit, locale);
  const price = basis && product.priceFrom ? m.search_priceFrom({ price: basis }) : basis;
  return [category, price].filter(Boolean).join(' · ') || undefined;
}
