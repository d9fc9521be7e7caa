/**
 * How the header's search words a found product as a suggestion (ADR 0009): loaded with the
 * search on first focus, not with the page (`HeaderSearch.tsx`), as its price wording brings
 * the trade's price-basis words along.
 */
import { basePaise, productPath, type CategoryName } from '@storefront/catalog';
import type { SearchSuggestion } from '@storefront/ui';
import { localisePath, type PageLocale } from '../../i18n/locale';
import { basisText } from '../../lib/tradePrice';
import { m } from '../../paraglide/messages.js';
import type { FoundProduct } from './productSearch';
import { searchPath } from './searchQuery';

/**
 * A found product (listed in `locale`) as a suggestion: its title, then its category (its name
 * in `categories`) and price on its basis ('₹200 per 100 cards'); the link is its page in `locale`.
 */
export function suggestion(
  product: FoundProduct,
  categories: readonly CategoryName[],
  locale: PageLocale,
): SearchSuggestion {
  const category = categories.find((candidate) => candidate.slug === product.categorySlug)?.name;
  // On its basis, '₹200 per 100 cards', '₹199 each'; a product with options from its cheapest, 'from ₹130 each'
  // (a listed product's price is its cheapest variant's, and `priceFrom` says the others differ).
  const basis = basePaise(product.price) === undefined ? undefined : basisText(product.price, product.unit, locale);
  const price = basis && product.priceFrom ? m.search_priceFrom({ price: basis }) : basis;
  return {
    id: product.sku,
    label: product.title,
    detail: [category, price].filter(Boolean).join(' · ') || undefined,
    href: localisePath(productPath(product) ?? searchPath(product.title), locale),
  };
}
