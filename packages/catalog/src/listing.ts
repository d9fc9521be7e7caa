/**
 * Sorting and filtering a category's products. Pure functions over the
 * catalogue model; the app keeps the choice in the address.
 */
import type { Product } from './model';
import { smallestOrderPaise } from './basis';
import { isOrderable } from './selectors';
import { entryVariant } from './variants';

/** The orders a listing can be sorted in; `featured` is the catalogue's own order. */
export const productSortOrders = ['featured', 'price-asc', 'price-desc', 'name'] as const;

/** One of {@link productSortOrders}. */
export type ProductSortOrder = (typeof productSortOrders)[number];

/** What a listing is narrowed to. Prices are integer paise; each part is optional. */
export interface ProductFilter {
  /** Lowest smallest-order cost shown, in paise (see {@link listedPaise}). */
  readonly minPaise?: number;
  /** Highest smallest-order cost shown, in paise. */
  readonly maxPaise?: number;
  /** Only products a shopper can order now (hides the spec's pens, 'Not Available For Now'). */
  readonly orderableOnly?: boolean;
}

/**
 * What a product sorts and filters by: what its smallest order costs, in paise
 * (100 visiting cards at ₹200 per 100 → 20000, 150 invitation cards at ₹15 → 225000),
 * so a pack and a piece compare by what a shopper pays; for a product with variants, its
 * cheapest variant's (the 'from' price). `undefined` when it has no price
 * per piece or per pack.
 */
export function listedPaise(product: Product): number | undefined {
  return smallestOrderPaise(entryVariant(product));
}

/**
 * `products` in `order`, stable. By price, products with a fixed price come first (low
 * to high or high to low); then those priced on request or by area, then those not
 * available, each group in catalogue order. By name, A–Z in `locale`.
 */
export function sortProducts(products: readonly Product[], order: ProductSortOrder, locale = 'en-IN'): Product[] {
  if (order === 'featured') return [...products];
  if (order === 'name') {
    const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
    return [...products].sort((a, b) => collator.compare(a.title, b.title));
  }
  const direction = order === 'price-asc' ? 1 : -1;
  const priced = products.filter((product) => listedPaise(product) !== undefined);
  priced.sort((a, b) => direction * ((listedPaise(a) ?? 0) - (listedPaise(b) ?? 0)));
  const unpriced = products.filter((product) => listedPaise(product) === undefined);
  return [...priced, ...unpriced.filter(isOrderable), ...unpriced.filter((product) => !isOrderable(product))];
}

/**
 * The `products` that pass `filter`, in their order. A price bound keeps only products
 * with a fixed price inside it (a price on request cannot be compared).
 */
export function filterProducts(products: readonly Product[], filter: ProductFilter): Product[] {
  const { minPaise, maxPaise, orderableOnly = false } = filter;
  const bounded = minPaise !== undefined || maxPaise !== undefined;
  return products.filter((product) => {
    if (orderableOnly && !isOrderable(product)) return false;
    if (!bounded) return true;
    const paise = listedPaise(product);
    return paise !== undefined && paise >= (minPaise ?? 0) && paise <= (maxPaise ?? Number.MAX_SAFE_INTEGER);
  });
}
