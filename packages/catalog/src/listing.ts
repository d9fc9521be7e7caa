/**
 * Sorting and filtering a category's products. Pure functions over the
 * catalogue model; the app keeps the choice in the address.
 */
import type { Catalogue, Picture, Product } from './model';
import { smallestOrderPaise } from './basis';
import { areaCalculatorCategories, isOrderable, productsInCategory } from './selectors';
import { entryVariant, hasOptions, pricesVary } from './variants';

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
export function listedPaise(product: Product | ListedProduct): number | undefined {
  return smallestOrderPaise(entryVariant(product));
}

/**
 * `products` in `order`, stable. By price, products with a fixed price come first (low
 * to high or high to low); then those priced on request or by area, then those not
 * available, each group in catalogue order. By name, A–Z in `locale`.
 */
export function sortProducts<T extends Product | ListedProduct>(
  products: readonly T[],
  order: ProductSortOrder,
  locale = 'en-IN',
): T[] {
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
export function filterProducts<T extends Product | ListedProduct>(products: readonly T[], filter: ProductFilter): T[] {
  const { minPaise, maxPaise, orderableOnly = false } = filter;
  const bounded = minPaise !== undefined || maxPaise !== undefined;
  return products.filter((product) => {
    if (orderableOnly && !isOrderable(product)) return false;
    if (!bounded) return true;
    const paise = listedPaise(product);
    return paise !== undefined && paise >= (minPaise ?? 0) && paise <= (maxPaise ?? Number.MAX_SAFE_INTEGER);
  });
}

/**
 * A product as a listing carries it to the browser (a category page's grid and its
 * index, `products.json`): what a product card, sorting and filtering read, and no more, so
 * a page of 48 stays small at any catalogue size (README, 'Fast, findable and offline': 60 KB
 * of HTML a page). It is the
 * product with its first picture only, as a card draws it: without its alt text (decoration,
 * the title beside it naming the product: 2.8 MB less in a 20,000-product shop's Bengali
 * indexes; {@link namedPicture} names it where it is shown on its own) and its versions wider
 * than {@link listingPictureMaxWidth} px; no detail lines, no translations, and, for a
 * product with options, no options or variants: `price` is then its cheapest variant's
 * (the 'from' price, {@link entryVariant}), and the two flags say what the card needs
 * to know of the rest. A product without options is still a whole {@link Product}
 * (Buy Now can carry it); one with options is opened on its page to pick them.
 */
export interface ListedProduct extends Omit<Product, 'options' | 'variants' | 'chosen' | 'translations'> {
  /** True when the product has options (and so variants): they are picked on its own page. Absent otherwise. */
  readonly withOptions?: true;
  /** True when its variants' prices differ: the card shows 'from' `price`. Absent otherwise. */
  readonly priceFrom?: true;
}

/**
 * The widest photo a listing carries, in px: a product card draws its picture at most 300 CSS
 * px wide (spec §9), which 800 px keeps sharp up to 2.67 device pixels per CSS pixel, most
 * phones. A phone of 3 gets the 800 px file, a third of the bytes of the 1,200 px one; the
 * product's own page has them all.
 */
export const listingPictureMaxWidth = 800;

/**
 * `picture` as a card draws it: no alt text (the card's title names the product) and, of its
 * responsive versions (`sources`), only those at most {@link listingPictureMaxWidth} px wide (the
 * narrowest always). Its `src` stays the full-size file: a browser that reads `<picture>`
 * takes a version from `sources`, and a link preview (`og:image`) wants the big one, whose
 * `width` and `height` the picture states.
 */
function listingPicture(picture: Picture): Picture {
  if (!picture.sources) return { ...picture, alt: '' };
  const sources = Object.fromEntries(
    Object.entries(picture.sources).map(([format, srcset]) => {
      const candidates = srcset.split(', ').map((candidate) => {
        const [url = '', width = ''] = candidate.split(' ');
        return { url, width: Number.parseInt(width, 10) };
      });
      const narrowest = Math.min(...candidates.map((candidate) => candidate.width));
      const kept = candidates.filter((candidate) => candidate.width <= Math.max(listingPictureMaxWidth, narrowest));
      return [format, kept.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', ')];
    }),
  );
  return { ...picture, alt: '', sources };
}

/**
 * `picture` with `name` (the product's title) as its alt text when it has none: a listed
 * product's picture ({@link listedProduct}) shown on its own, not beside its card's title
 * (the order page Buy Now opens, a listing's link preview). A described picture is returned as it is.
 */
export function namedPicture(picture: Picture, name: string): Picture {
  return picture.alt.trim() ? picture : { ...picture, alt: name };
}

/**
 * `product` as a listing carries it ({@link ListedProduct}). A listed product passes
 * through unchanged in what it says (the function is idempotent).
 */
export function listedProduct(product: Product | ListedProduct): ListedProduct {
  const {
    options: _options,
    variants: _variants,
    chosen: _chosen,
    translations: _translations,
    ...own
  } = product as Product;
  const full = hasOptions(product as Product);
  const withOptions = full || ('withOptions' in product && product.withOptions === true);
  const priceFrom = (full && pricesVary(product as Product)) || ('priceFrom' in product && product.priceFrom === true);
  return {
    ...own,
    price: entryVariant(product as Product).price,
    // As a card draws it: decoration (the title beside it names the product), at most 800 px wide.
    images: product.images.slice(0, 1).map(listingPicture),
    details: [],
    ...(withOptions ? { withOptions: true } : {}),
    ...(priceFrom ? { priceFrom: true } : {}),
  };
}

/**
 * The most products one listing page shows (the 20,000-product targets: at most 48 per
 * prerendered page, so a category page's HTML stays small at any catalogue size). Twelve
 * rows of four on a wide screen, twenty-four of two on a phone.
 */
export const listingPageSize = 48;

/**
 * How many listing pages `count` products fill, `pageSize` to a page: at least 1 (an
 * empty category still has its first page, which says it is empty).
 * @throws RangeError when `pageSize` is not a whole number of at least 1.
 */
export function listingPageCount(count: number, pageSize: number = listingPageSize): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a whole number ≥ 1`);
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * Page `page` (1-based) of `items`, `pageSize` to a page; empty past the last page.
 * @throws RangeError when `page` is not a whole number of at least 1.
 */
export function listingPage<T>(items: readonly T[], page: number, pageSize: number = listingPageSize): T[] {
  if (!Number.isInteger(page) || page < 1) throw new RangeError('page must be a whole number ≥ 1');
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The address of page `page` of the listing at `path` (e.g. '/product/custom-mugs'):
 * `path` itself for the first page, `path/page/<n>` after it ('/product/custom-mugs/page/2').
 * Each is prerendered and is its own canonical address.
 */
export function listingPagePath(path: string, page: number): string {
  return page <= 1 ? path : `${path}/page/${page}`;
}

/**
 * The address of the listing index of the category listed at `path` (e.g. '/product/custom-mugs'):
 * '/product/custom-mugs/products.json', every product of the category as {@link listedProduct}
 * cuts it, which sorting and filtering across its pages fetch, and which an offline shopper's
 * search reads its results from (the storefront prerenders one for every category).
 */
export function listingIndexPath(path: string): string {
  return `${path}/products.json`;
}

/**
 * The page number a `/page/<n>` address segment names: a whole number from 2 up, written
 * without leading zeros ('2', '17'). `undefined` for anything else ('1', '02', '2x', ''),
 * whose address is not a page: the first page lives at the listing's own address.
 */
export function parseListingPageSegment(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^[1-9]\d{0,5}$/.test(segment)) return undefined;
  const page = Number(segment);
  return page >= 2 ? page : undefined;
}

/**
 * The address of every listing page after the first, for prerendering and the sitemap:
 * `/product/{slug}/page/{n}` for each category that lists its products, from 2 to its
 * page count (`pageSize` to a page), in catalogue order. A category shown as the size
 * calculator (layout `area-calculator` with a product priced by area) has none.
 */
export function categoryPagePaths(catalogue: Catalogue, pageSize: number = listingPageSize): string[] {
  const calculators = new Set(areaCalculatorCategories(catalogue).map((category) => category.slug));
  return catalogue.categories.flatMap((category) => {
    if (calculators.has(category.slug)) return [];
    const pages = listingPageCount(productsInCategory(catalogue, category.slug).length, pageSize);
    const path = `/product/${category.slug}`;
    return Array.from({ length: pages - 1 }, (_, index) => listingPagePath(path, index + 2));
  });
}
