/**
 * A category listing's sort order and filters as they live in the address
 * (`?sort=price-desc&max=500&orderable=1`), so a reload or a shared link shows
 * the same list. Whatever the address holds, parsing never throws: a value that makes no
 * sense (`?sort=banana&max=-5`) falls back to the default.
 */
import {
  latinDigits,
  parseListingPageSegment,
  productSortOrders,
  type ProductFilter,
  type ProductSortOrder,
} from '@storefront/catalog';

/** What a shopper chose; prices in whole rupees, as typed and as written in the address. */
export interface ListingQuery {
  readonly sort: ProductSortOrder;
  /** Lowest price in rupees, or `undefined` for no lower bound. */
  readonly min?: number;
  /** Highest price in rupees, or `undefined` for no upper bound. */
  readonly max?: number;
  /** Only products that can be ordered now. */
  readonly orderable: boolean;
  /**
   * The page of the sorted or filtered list, from 2 up (`?page=3`); absent for the first.
   * Only a sorted or filtered list is paged in the address's query: the catalogue's own
   * order has its pages at addresses of their own (`/product/mugs/page/3`).
   */
  readonly page?: number;
}

/** The listing as the catalogue lists it: the prerendered page shows this. */
export const defaultListingQuery: ListingQuery = { sort: 'featured', orderable: false };

/** Rupees written in the address (Latin or Bengali digits): a whole number from 0 to ten crore, else `undefined`. */
function rupees(value: string | null): number | undefined {
  const text = value === null ? '' : latinDigits(value).trim();
  if (!/^\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}

/**
 * Reads `?sort=`, `?min=`, `?max=`, `?orderable=` and `?page=` from `search` (a query string or
 * `URLSearchParams`). Unknown or malformed values are ignored; a minimum above the
 * maximum is read as the range between them.
 */
export function parseListingQuery(search: string | URLSearchParams): ListingQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sortText = params.get('sort') ?? '';
  const sort = (productSortOrders as readonly string[]).includes(sortText)
    ? (sortText as ProductSortOrder)
    : defaultListingQuery.sort;
  let min = rupees(params.get('min'));
  let max = rupees(params.get('max'));
  if (min !== undefined && max !== undefined && min > max) [min, max] = [max, min];
  const orderable = ['1', 'true', 'yes'].includes((params.get('orderable') ?? '').toLowerCase());
  const page = parseListingPageSegment(latinDigits(params.get('page') ?? '').trim());
  return {
    sort,
    orderable,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(page === undefined ? {} : { page }),
  };
}

/** The query string for `query` (without '?'), naming only what differs from the default, in a fixed order. */
export function listingQuerySearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.sort !== defaultListingQuery.sort) params.set('sort', query.sort);
  if (query.min !== undefined) params.set('min', String(query.min));
  if (query.max !== undefined) params.set('max', String(query.max));
  if (query.orderable) params.set('orderable', '1');
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** True when any filter narrows the list (sorting alone does not). */
export function isFiltered(query: ListingQuery): boolean {
  return query.min !== undefined || query.max !== undefined || query.orderable;
}

/** The catalogue filter for `query`: rupees become paise here. */
export function listingFilter(query: ListingQuery): ProductFilter {
  return {
    orderableOnly: query.orderable,
    ...(query.min === undefined ? {} : { minPaise: query.min * 100 }),
    ...(query.max === undefined ? {} : { maxPaise: query.max * 100 }),
  };
}
