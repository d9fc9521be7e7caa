/**
 * Small pure queries over a {@link Catalogue}. Spec §2 (routes) and §3.
 */
import type { Catalogue, Category, Product } from './model';
import { categorySegmentOf, productPath } from './paths';
import { asVariant, variantsOf } from './variants';

/**
 * The category for a URL segment, matched case-insensitively so the spec's
 * `/product/Calendar` navigation link finds `calendar`. `undefined` when unknown. Any
 * list of categories will do: a {@link Catalogue}'s, or a shop frame's (`ShopFrame`, their
 * slugs and names only).
 */
export function findCategory<C extends Pick<Category, 'slug'> = Category>(
  catalogue: { readonly categories: readonly C[] },
  segment: string,
): C | undefined {
  const wanted = segment.trim().toLowerCase();
  return catalogue.categories.find((category) => category.slug.toLowerCase() === wanted);
}

/** A catalogue's products by category slug (in catalogue order) and by SKU (the first with it). */
interface CatalogueIndex {
  readonly byCategory: ReadonlyMap<string, readonly Product[]>;
  readonly bySku: ReadonlyMap<string, Product>;
  /** By `{categorySlug}/{slug}` (the first with it). */
  readonly byPath: ReadonlyMap<string, Product>;
}

/** Each catalogue's index, built on its first lookup: a catalogue is immutable, so it stays true. */
const indexes = new WeakMap<Catalogue, CatalogueIndex>();

/**
 * The index of `catalogue`'s products, so a lookup costs the same at 90 products as at
 * 20,000: the build looks up one product and its category for each of 40,000 pages
 * (README, 'Fast, findable and offline').
 */
function indexOf(catalogue: Catalogue): CatalogueIndex {
  let index = indexes.get(catalogue);
  if (!index) {
    const byCategory = new Map<string, Product[]>();
    const bySku = new Map<string, Product>();
    const byPath = new Map<string, Product>();
    for (const product of catalogue.products) {
      if (!bySku.has(product.sku)) bySku.set(product.sku, product);
      if (product.categorySlug === null) continue;
      const path = `${product.categorySlug}/${product.slug}`;
      if (!byPath.has(path)) byPath.set(path, product);
      const listed = byCategory.get(product.categorySlug);
      if (listed) listed.push(product);
      else byCategory.set(product.categorySlug, [product]);
    }
    index = { byCategory, bySku, byPath };
    indexes.set(catalogue, index);
  }
  return index;
}

/**
 * The categories a shopper sees as their one product priced by area, with the size
 * calculator (the spec's banners): layout `area-calculator` and a `per-area` product. They
 * have no listing pages, and the app gives each a route of its own. In catalogue order.
 */
export function areaCalculatorCategories(catalogue: Catalogue): Category[] {
  return catalogue.categories.filter(
    (category) =>
      category.layout === 'area-calculator' &&
      (indexOf(catalogue).byCategory.get(category.slug) ?? []).some((product) => product.price.kind === 'per-area'),
  );
}

/** The products listed on a category page, in catalogue order (a new array each call). */
export function productsInCategory(catalogue: Catalogue, categorySlug: string): Product[] {
  return [...(indexOf(catalogue).byCategory.get(categorySlug) ?? [])];
}

/** The product with this SKU, or `undefined`. */
export function findProduct(catalogue: Catalogue, sku: string): Product | undefined {
  return indexOf(catalogue).bySku.get(sku);
}

/** The products with these SKUs, in the order given; unknown SKUs are skipped (spec §2 'More Products'). */
export function productsBySku(catalogue: Catalogue, skus: readonly string[]): Product[] {
  return skus.map((sku) => findProduct(catalogue, sku)).filter((product): product is Product => product !== undefined);
}

/** True when a shopper can order the product (everything except `unavailable` prices). */
export function isOrderable(product: Product): boolean {
  return product.price.kind !== 'unavailable';
}

/**
 * Every category page path the site serves, for prerendering: `/product/{slug}` for
 * each category plus any differently-cased link in `links` (e.g. the navigation's
 * `/product/Calendar`). Unique, in catalogue order.
 */
export function categoryPaths(
  catalogue: Catalogue,
  links: readonly { href: string }[] = catalogue.navigation,
): string[] {
  const paths = catalogue.categories.map((category) => `/product/${category.slug}`);
  const linked = links.map((link) => link.href).filter((href) => categorySegmentOf(href) !== undefined);
  return [...new Set([...paths, ...linked])];
}

/**
 * The product a `/product/{category}/{slug}` address names: the category segment is
 * matched as {@link findCategory} does (so `/product/Calendar/…` works), the slug
 * exactly. An old address of a product now grouped as a variant (its
 * `formerSlug`) gives the product seen as that variant. `undefined` when either is unknown.
 */
export function findProductByPath(catalogue: Catalogue, categorySegment: string, slug: string): Product | undefined {
  const category = findCategory(catalogue, categorySegment);
  if (!category) return undefined;
  const { byCategory, byPath } = indexOf(catalogue);
  const product = byPath.get(`${category.slug}/${slug}`);
  if (product) return product;
  for (const candidate of byCategory.get(category.slug) ?? []) {
    const variant = variantsOf(candidate).find((option) => option.formerSlug === slug);
    if (variant) return asVariant(candidate, variant);
  }
  return undefined;
}

/** Every product page address, for prerendering and the sitemap, in catalogue order. */
export function productPaths(catalogue: Catalogue): string[] {
  return catalogue.products.map(productPath).filter((path): path is string => path !== undefined);
}

/**
 * The old addresses of products now grouped as variants, e.g.
 * `/product/photo-frames/8x12-photo-frame-1-5-inch`: prerendered so they keep working,
 * each opening its product with its variant picked; not in the sitemap (their canonical
 * address is the product's).
 */
export function formerProductPaths(catalogue: Catalogue): string[] {
  return catalogue.products.flatMap((product) =>
    product.categorySlug === null
      ? []
      : variantsOf(product).flatMap((variant) =>
          variant.formerSlug ? [`/product/${product.categorySlug}/${variant.formerSlug}`] : [],
        ),
  );
}

/**
 * Up to `limit` other products of the same category, for 'More from this category':
 * orderable ones first, then in catalogue order.
 */
export function relatedProducts(catalogue: Catalogue, product: Product, limit = 4): Product[] {
  if (product.categorySlug === null) return [];
  const others = productsInCategory(catalogue, product.categorySlug).filter((other) => other.sku !== product.sku);
  return [...others.filter(isOrderable), ...others.filter((other) => !isOrderable(other))].slice(0, limit);
}
