import {
  filterProducts,
  latinDigits,
  listedPaise,
  listingIndexPath,
  listingPage,
  listingPageCount,
  listingPagePath,
  sortProducts,
  type CategoryName,
  type ListedProduct,
} from '@storefront/catalog';
import {
  Box,
  Button,
  ListingControls,
  Pagination,
  ProductCard,
  ProductGrid,
  Section,
  Text,
  type SortOption,
} from '@storefront/ui';
import { memo, startTransition, useEffect, useOptimistic } from 'react';
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
import { localisePath, useLocale, type PageLocale } from '../../i18n/locale';
import { useCategoryIndex } from './categoryIndex';
import { m } from '../../paraglide/messages.js';

/** The sort menu, in the order shoppers expect, in the page's language. */
const sortOptions = (): readonly SortOption[] => [
  { value: 'featured', label: m.sort_featured() },
  { value: 'price-asc', label: m.sort_priceAsc() },
  { value: 'price-desc', label: m.sort_priceDesc() },
  { value: 'name', label: m.sort_name() },
];

/**
 * One product's card in the listing, directly under the page's h1 (so its title is an h2).
 * Memoised: the listing renders again when the page learns it has hydrated and on each sort
 * or filter, and a card whose product, language and priority are unchanged is not rendered
 * again (48 cards were 140 ms of a long task at 4× CPU slowdown, issue 35's TBT ≤ 50 ms).
 * `priority`: one of the first row's cards, the first paint (two on a phone).
 */
const ListingCard = memo(function ListingCard({
  product,
  locale,
  priority,
}: {
  readonly product: ListedProduct;
  readonly locale: PageLocale;
  readonly priority: boolean;
}) {
  return <ProductCard {...productCardProps(product, locale)} headingLevel={2} priority={priority} />;
});

/** Digits only, Bengali ones read as Latin ('৫০০' → '500'): the price fields take whole rupees. */
const digits = (text: string) => latinDigits(text).replace(/\D/g, '').slice(0, 9);

/** Props of {@link CategoryListing}: one page of a category's products, as its loader cut it. */
export interface CategoryListingProps {
  /** The category: its slug (for the addresses) and its name. */
  category: CategoryName;
  /** The products on this page, at most 48, in the catalogue's order, as a listing carries them. */
  products: readonly ListedProduct[];
  /** This page's number, from 1. Default 1. */
  page?: number;
  /** How many pages the category fills. Default 1. */
  pageCount?: number;
  /** How many products the category has on all its pages. Default `products.length`. */
  totalCount?: number;
}

/**
 * A category's products with sorting, filtering and pages (spec §2 'Category listing').
 * In the catalogue's own order each page of 48 is a prerendered address of its own
 * (`/product/mugs/page/2`), linked from the page numbers under the grid. A sort or filter
 * covers the whole category: on a category of more than one page the listing fetches its
 * index (every product, `products.json`) and pages the result in the query
 * (`?sort=price-desc&max=500&page=2`). The choice lives in the address, so it survives a
 * reload and a shared link; the address is replaced, not pushed, and the scroll position
 * kept. The prerendered page, and its hydration, show the default order; the address's
 * choice applies right after. Offline, without the index, the sort and filter apply to
 * this page's products and the page says so, with Try again.
 */
export function CategoryListing({
  category,
  products,
  page = 1,
  pageCount = 1,
  totalCount = products.length,
}: CategoryListingProps) {
  const locale = useLocale();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const fromAddress = hydrated ? parseListingQuery(params) : defaultListingQuery;
  // The address is the truth, but it changes a moment after a tap (a router navigation):
  // show the shopper's choice at once, so a check box never flips back in between.
  const [query, showChoice] = useOptimistic(fromAddress);
  const changed = isFiltered(query) || query.sort !== defaultListingQuery.sort;
  const listingPath = `/product/${category.slug}`;
  // Sorting or filtering a category of more than one page needs all its products.
  const index = useCategoryIndex(
    changed && pageCount > 1 ? localisePath(listingIndexPath(listingPath), locale) : undefined,
  );
  const pool = index.status === 'ready' ? index.products : products;
  const matching = changed ? sortProducts(filterProducts(pool, listingFilter(query)), query.sort) : products;
  const resultPages = changed ? listingPageCount(matching.length) : pageCount;
  const resultPage = changed ? Math.min(query.page ?? 1, resultPages) : page;
  const shown = changed ? listingPage(matching, resultPage) : products;
  // An address past the sorted or filtered list's last page (`?page=999`: an old link, a list
  // that has since shrunk) shows the last page, and the address says so too, once the whole
  // category is here to count (not offline, where only this page's products are).
  const lastPageSearch =
    changed && (query.page ?? 1) > resultPages && (pageCount <= 1 || index.status === 'ready')
      ? listingQuerySearch({ ...query, page: resultPages })
      : undefined;
  useEffect(() => {
    if (lastPageSearch === undefined) return;
    void navigate({ search: lastPageSearch ? `?${lastPageSearch}` : '' }, { replace: true, preventScrollReset: true });
  }, [lastPageSearch, navigate]);
  const pageHref = (number: number) =>
    changed
      ? `${localisePath(listingPath, locale)}?${listingQuerySearch({ ...query, page: number })}`
      : localisePath(listingPagePath(listingPath, number), locale);
  const update = (change: Partial<ListingQuery>) => {
    // A new sort or filter starts again from its first page.
    const { page: _page, ...next }: ListingQuery = { ...query, ...change };
    startTransition(async () => {
      showChoice(next);
      const search = listingQuerySearch(next);
      // The same address with the new query: on a later page too, so the controls (and the
      // field being typed in) stay where they are; the result starts at its own first page.
      await navigate({ search: search ? `?${search}` : '' }, { replace: true, preventScrollReset: true });
    });
  };
  const price = (text: string) => (digits(text) === '' ? undefined : Number(digits(text)));
  const unpricedAfter =
    query.sort.startsWith('price-') && matching.some((product) => listedPaise(product) === undefined)
      ? m.listing_unpricedAfter()
      : undefined;
  const indexNote =
    index.status === 'loading'
      ? m.listing_indexLoading({ count: String(totalCount) })
      : index.status === 'failed'
        ? m.listing_indexFailed({ count: String(totalCount) })
        : '';

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
        // What the list holds of the category: every page of it (this page shows up to 48).
        shownCount={changed ? matching.length : totalCount}
        totalCount={totalCount}
        onClear={changed ? () => update({ ...defaultListingQuery, min: undefined, max: undefined }) : undefined}
        note={unpricedAfter}
        // A tap before hydration would be undone by it; the controls wake up with the page.
        disabled={!hydrated}
      />
      {/* Whether the whole category is here to sort, announced as it changes (it arrives unasked). */}
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="xs">
        <Text size="sm" tone="muted" role="status">
          {indexNote}
        </Text>
        {index.status === 'failed' ? (
          <Button tone="ghost" size="sm" onClick={index.retry}>
            {m.error_tryAgain()}
          </Button>
        ) : null}
      </Box>
      <ProductGrid label={m.listing_gridLabel({ category: category.name })} emptyText={m.listing_empty()}>
        {shown.map((product, position) => (
          <ListingCard key={product.sku} product={product} locale={locale} priority={position < 2} />
        ))}
      </ProductGrid>
      <Pagination page={resultPage} pageCount={resultPages} href={pageHref} />
    </Section>
  );
}
