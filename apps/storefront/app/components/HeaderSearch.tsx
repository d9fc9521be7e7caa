import { findCategory, formatPaise, productPath, type Product } from '@storefront/catalog';
import type { ProductSearch } from '@storefront/catalog/search';
import { defaultSearchBoxLabels, SearchBox, type SearchSuggestion } from '@storefront/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../lib/hydrated';
import { loadProductSearch, searchPath } from '../lib/productSearch';
import { catalogue } from '../shop';

/** The search box's words, with examples of what this shop sells. */
const searchLabels = { ...defaultSearchBoxLabels, placeholder: 'Search: mugs, visiting cards…' };

/** How many suggestions show under the field while typing. */
const SUGGESTIONS = 6;

/** A product as a suggestion: its title, then its category and price. */
function suggestion(product: Product): SearchSuggestion {
  const category = product.categorySlug ? findCategory(catalogue, product.categorySlug)?.name : undefined;
  const price = product.price.kind === 'fixed' ? formatPaise(product.price.unitPaise, 0) : undefined;
  return {
    id: product.sku,
    label: product.title,
    detail: [category, price].filter(Boolean).join(' · ') || undefined,
    href: productPath(product) ?? searchPath(product.title),
  };
}

/**
 * The header's search (issue 9): suggestions as you type from the product search,
 * which loads on first focus; a suggestion opens its product, Search opens /search?q=.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useState<ProductSearch | undefined>();
  const [query, setQuery] = useState('');
  const load = () => {
    if (!search) void loadProductSearch().then(setSearch);
  };
  const suggestions = search ? search.search(query, SUGGESTIONS).map(suggestion) : [];
  // On the results page the field shows its query (read after hydration, as prerendered
  // HTML has none); elsewhere it starts empty. A new query remounts the field with it.
  const hydrated = useHydrated();
  const initial =
    hydrated && location.pathname === '/search' ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  return (
    <SearchBox
      key={initial}
      labels={searchLabels}
      action="/search"
      defaultQuery={initial}
      suggestions={suggestions}
      loading={!search}
      onFocus={load}
      onQueryChange={(value) => {
        setQuery(value);
        load();
      }}
      onSelect={(item) => void navigate(item.href)}
      onSubmit={(value) => void navigate(searchPath(value))}
    />
  );
}
