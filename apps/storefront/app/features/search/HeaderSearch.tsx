import { basePaise, productPath, type CategoryName } from '@storefront/catalog';
import { SearchBox, searchBoxLabels, type SearchSuggestion } from '@storefront/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { localisePath, type PageLocale, pathWithoutLocale, useLocale } from '../../i18n/locale';
import { useHydrated } from '../../lib/hydrated';
import { loadProductSearch, searchPath, searchQueryOf, type FoundProduct } from './productSearch';
import { useSearchResults } from './useSearchResults';
import { m } from '../../paraglide/messages.js';
import { basisText } from '../../lib/tradePrice';
import { useFrame } from '../../shop';

/** How many suggestions show under the field while typing. */
const SUGGESTIONS = 6;

/** A found product (listed in `locale`) as a suggestion: its title, then its category and price. */
function suggestion(product: FoundProduct, categories: readonly CategoryName[], locale: PageLocale): SearchSuggestion {
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

/**
 * The search box's placeholder in the page's language: the shop's own examples
 * ('Search: mugs, visiting cards…'; profile `searchExamples`), or plain words
 * when the shop gives none.
 */
export function searchPlaceholder(examples: readonly string[] | undefined): string {
  return examples?.length ? m.search_placeholder({ examples: examples.join(', ') }) : m.search_placeholderPlain();
}

/**
 * The header's search: suggestions as you type from the product search,
 * which loads on first focus; a suggestion opens its product, Search opens /search?q=.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const { categories, profile } = useFrame();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  // The search loads on first focus (or first keystroke), never with the page.
  const [wanted, setWanted] = useState(false);
  const load = () => {
    // Warm the code and the index's directory at once. Without them (no connection) the field
    // shows no suggestions but still opens the results page, which says what went wrong.
    if (!wanted) {
      setWanted(true);
      loadProductSearch(locale).catch(() => undefined);
    }
  };
  const found = useSearchResults(query, SUGGESTIONS, locale, wanted);
  const suggestions = (found.products ?? []).map((product) => suggestion(product, categories, locale));
  // On the results page the field shows its query (read after hydration, as prerendered
  // HTML has none); elsewhere it starts empty. A new query remounts the field with it.
  const hydrated = useHydrated();
  const initial =
    hydrated && pathWithoutLocale(location.pathname) === '/search'
      ? searchQueryOf(new URLSearchParams(location.search)).query
      : '';
  return (
    <SearchBox
      key={initial}
      // The search box's words, with the shop's examples of what it sells (profile searchExamples).
      labels={{ ...searchBoxLabels(), placeholder: searchPlaceholder(profile.searchExamples) }}
      action={localisePath('/search', locale)}
      // The site's CSP (form-action 'none') lets no browser send it; without JavaScript it is hidden.
      scriptOnly
      defaultQuery={initial}
      suggestions={suggestions}
      loading={found.products === undefined}
      onFocus={load}
      onQueryChange={(value) => {
        setQuery(value);
        load();
      }}
      onSelect={(item) => void navigate(item.href)}
      onSubmit={(value) => void navigate(localisePath(searchPath(value), locale))}
    />
  );
}
