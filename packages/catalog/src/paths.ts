/**
 * The site paths of products and categories (spec §2 routes), in a module of their own with
 * no imports: the app's frame (header search, navigation) needs these two and nothing else of
 * the catalogue's queries, and the storefront's bundler puts a module the frame imports, with
 * every module that one imports, into the chunk every page loads (`selectors.ts` brought the
 * variant and price-basis rules onto the about page: README "Performance budgets").
 */
import type { Product } from './model';

/**
 * The address of a product's own page, `/product/{category}/{slug}`, or
 * `undefined` for a product listed under no category (it has no page of its own).
 */
export function productPath(product: Pick<Product, 'categorySlug' | 'slug'>): string | undefined {
  return product.categorySlug === null ? undefined : `/product/${product.categorySlug}/${product.slug}`;
}

/** The category slug a site path such as `/product/Calendar` points to, or `undefined`. */
export function categorySegmentOf(href: string): string | undefined {
  const match = /^\/product\/([^/?#]+)\/?$/.exec(href);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}
