import {
  filterProducts,
  latinDigits,
  listedPaise,
  sortProducts,
  type CategoryName,
  type Product,
} from '@storefront/catalog';
import { ListingControls, ProductCard, ProductGrid, Section, type SortOption } from '@storefront/ui';
import { startTransition, useOptimistic } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useHydrated } from '../../lib/hydrated';
import {
  defaultListingQuery,
  isFiltered,
  listingFilter,
  listingQuerySearch,
  parseListingQuery,
  type ListingQuery,
} from './listingQuery';
import { productCardProps } from './productCard';
import { useLocale } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';

/** The sort menu, in the order shoppers expect, in the page's language. */
const sortOptions = (): readonly SortOption[] => [
  { value: 'featured', label: m.sort_featured() },
  { value: 'price-asc', label: m.sort_priceAsc() },
  { value: 'price-desc', label: m.sort_priceDesc() },
  { value: 'name', label: m.sort_name() },
];

/** Digits only, Bengali ones read as Latin ('৫০০' → '500'): the price fields take whole rupees. */
const digits = (text: string) => latinDigits(text).replace(/\D/g, '').slice(0, 9);

/**
 * A category's products with sorting and filtering (spec §2 'Category listing').
 * The choice lives in the address (`?sort=price-desc&max=500`), so it survives a reload
 * and a shared link; the address is replaced, not pushed, and the scroll position kept.
 * The prerendered page, and its hydration, show the default order; the address's choice
 * applies right after.
 */
export function CategoryListing({ category, products }: { category: CategoryName; products: readonly Product[] }) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromAddress = hydrated ? parseListingQuery(params) : defaultListingQuery;
  // The address is the truth, but it changes a moment after a tap (a router navigation):
  // show the shopper's choice at once, so a check box never flips back in between.
  const [query, showChoice] = useOptimistic(fromAddress);
  const shown = sortProducts(filterProducts(products, listingFilter(query)), query.sort);
  const update = (change: Partial<ListingQuery>) => {
    const next: ListingQuery = { ...query, ...change };
    startTransition(async () => {
      showChoice(next);
      const search = listingQuerySearch(next);
      await navigate({ search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
    });
  };
  const price = (text: string) => (digits(text) === '' ? undefined : Number(digits(text)));
  const unpricedAfter =
    query.sort.startsWith('price-') && shown.some((product) => listedPaise(product) === undefined)
      ? m.listing_unpricedAfter()
      : undefined;
  const changed = isFiltered(query) || query.sort !== defaultListingQuery.sort;

  return (
    <Section heading={m.listing_heading({ category: category.name })} headingLevel={1}>
      <ListingControls
        sort={query.sort}
        sortOptions={sortOptions()}
        onSortChange={(sort) => update({ sort: parseListingQuery(`sort=${sort}`).sort })}
        minPrice={query.min === undefined ? '' : String(query.min)}
        maxPrice={query.max === undefined ? '' : String(query.max)}
        onMinPriceChange={(text) => update({ min: price(text) })}
        onMaxPriceChange={(text) => update({ max: price(text) })}
        orderableOnly={query.orderable}
        onOrderableOnlyChange={(orderable) => update({ orderable })}
        shownCount={shown.length}
        totalCount={products.length}
        onClear={changed ? () => update(defaultListingQuery) : undefined}
        note={unpricedAfter}
        // A tap before hydration would be undone by it; the controls wake up with the page.
        disabled={!hydrated}
      />
      <ProductGrid label={m.listing_gridLabel({ category: category.name })} emptyText={m.listing_empty()}>
        {shown.map((product, index) => (
          // Directly under the page's h1; the first row is the first paint (two cards on a phone).
          <ProductCard key={product.sku} {...productCardProps(product, locale)} headingLevel={2} priority={index < 2} />
        ))}
      </ProductGrid>
    </Section>
  );
}
