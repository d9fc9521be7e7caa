/**
 * Small pure queries over a {@link Catalogue}. Spec §2 (routes) and §3.
 */
import type { Catalogue, Category, Product } from './model';

/**
 * The category for a URL segment, matched case-insensitively so the spec's
 * `/product/Calendar` navigation link finds `calendar`. `undefined` when unknown.
 */
export function findCategory(catalogue: Catalogue, segment: string): Category | undefined {
  const wanted = segment.trim().toLowerCase();
  return catalogue.categories.find((category) => category.slug.toLowerCase() === wanted);
}

/** The products listed on a category page, in catalogue order. */
export function productsInCategory(catalogue: Catalogue, categorySlug: string): Product[] {
  return catalogue.products.filter((product) => product.categorySlug === categorySlug);
}

/** The product with this SKU, or `undefined`. */
export function findProduct(catalogue: Catalogue, sku: string): Product | undefined {
  return catalogue.products.find((product) => product.sku === sku);
}

/** The home page's 'More Products' grid, in the order the catalogue lists their SKUs. */
export function featuredProducts(catalogue: Catalogue): Product[] {
  return catalogue.home.featuredSkus
    .map((sku) => findProduct(catalogue, sku))
    .filter((product): product is Product => product !== undefined);
}

/** True when a shopper can order the product (everything except `unavailable` prices). */
export function isOrderable(product: Product): boolean {
  return product.price.kind !== 'unavailable';
}

/**
 * Every category page path the site serves, for prerendering: `/product/{slug}` for
 * each category plus any differently-cased link the navigation or home uses
 * (e.g. `/product/Calendar`). Unique, in catalogue order.
 */
export function categoryPaths(catalogue: Catalogue): string[] {
  const paths = catalogue.categories.map((category) => `/product/${category.slug}`);
  const linked = [
    ...catalogue.navigation,
    ...catalogue.home.carousel,
    ...catalogue.home.shopByNeeds,
    ...catalogue.home.categoryTiles,
  ].map((link) => link.href);
  return [...new Set([...paths, ...linked.filter((href) => href.startsWith('/product/'))])];
}

/** The category slug a site path such as `/product/Calendar` points to, or `undefined`. */
export function categorySegmentOf(href: string): string | undefined {
  const match = /^\/product\/([^/?#]+)\/?$/.exec(href);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
