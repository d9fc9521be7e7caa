/**
 * Runtime schema for the catalogue model (valibot). Tests validate every shop's data
 * with {@link CatalogueSchema}; the app validates navigation state with {@link parseProduct}.
 * Spec §3 (entities), §9 (minimum order quantities, prices).
 */
import * as v from 'valibot';
import type { Catalogue, Product } from './model';
import { categorySegmentOf } from './selectors';

const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const PositiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

/**
 * A {@link Picture}: non-empty `src`, positive integer `width`/`height` in px. `alt`
 * may be empty only for decorative art (tiles, banners), whose words are beside it.
 */
export const PictureSchema = v.object({
  src: Text,
  alt: v.string(),
  width: PositiveInteger,
  height: PositiveInteger,
});

/** A product picture: like {@link PictureSchema} but it must describe the product (`alt` not empty). */
export const ProductPictureSchema = v.object({ ...PictureSchema.entries, alt: Text });

/** A {@link Price}: amounts are positive integer paise. */
export const PriceSchema = v.variant('kind', [
  v.object({ kind: v.literal('fixed'), unitPaise: PositiveInteger }),
  v.object({ kind: v.literal('on-request') }),
  v.object({ kind: v.literal('per-area'), paisePerSquareFoot: PositiveInteger }),
  v.object({ kind: v.literal('unavailable') }),
]);

/** A {@link Product}: `minQuantity` is a whole number ≥ 1; `slug` is URL-safe. */
export const ProductSchema = v.object({
  sku: Text,
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a URL-safe slug')),
  categorySlug: v.nullable(Text),
  title: Text,
  subtitle: v.string(),
  images: v.array(ProductPictureSchema),
  price: PriceSchema,
  minQuantity: PositiveInteger,
  details: v.array(Text),
});

const CategorySchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a URL-safe slug')),
  name: Text,
  image: PictureSchema,
  layout: v.picklist(['listing', 'area-calculator']),
  scrollToTopOnOpen: v.boolean(),
});

const LinkSchema = v.object({ label: Text, href: Text, image: PictureSchema });
const BannerSchema = v.object({ heading: Text, text: Text, image: PictureSchema });

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/**
 * Every problem with the catalogue's cross-references, as readable sentences
 * (empty when consistent): unique SKUs, unique slugs and titles within a category,
 * every link resolving to a category, every featured SKU and product category existing,
 * and an area-priced product on every area-calculator category.
 */
export function catalogueProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const slugs = new Set(catalogue.categories.map((category) => category.slug));
  for (const sku of duplicates(catalogue.products.map((product) => product.sku))) {
    problems.push(`SKU ${sku} is used more than once`);
  }
  for (const slug of duplicates(catalogue.categories.map((category) => category.slug))) {
    problems.push(`category slug ${slug} is used more than once`);
  }
  const groups = new Map<string, Product[]>();
  for (const product of catalogue.products) {
    const key = product.categorySlug ?? '(featured)';
    groups.set(key, [...(groups.get(key) ?? []), product]);
    if (product.categorySlug !== null && !slugs.has(product.categorySlug)) {
      problems.push(`${product.sku} is in unknown category ${product.categorySlug}`);
    }
  }
  for (const [group, products] of groups) {
    for (const slug of duplicates(products.map((product) => product.slug))) {
      problems.push(`slug ${slug} is used more than once in ${group}`);
    }
    for (const title of duplicates(products.map((product) => product.title.toLowerCase()))) {
      problems.push(`title "${title}" is used more than once in ${group}`);
    }
  }
  const links = [
    ...catalogue.navigation,
    ...catalogue.home.carousel,
    ...catalogue.home.shopByNeeds,
    ...catalogue.home.categoryTiles,
  ];
  for (const link of links) {
    const segment = categorySegmentOf(link.href);
    if (segment === undefined || !slugs.has(segment.toLowerCase())) {
      problems.push(`link "${link.label}" (${link.href}) does not resolve to a category`);
    }
  }
  const skus = new Set(catalogue.products.map((product) => product.sku));
  for (const sku of catalogue.home.featuredSkus) {
    if (!skus.has(sku)) problems.push(`featured SKU ${sku} is not in the catalogue`);
  }
  for (const category of catalogue.categories) {
    const listed = catalogue.products.filter((product) => product.categorySlug === category.slug);
    if (listed.length === 0) problems.push(`category ${category.slug} has no products`);
    if (category.layout === 'area-calculator' && !listed.some((p) => p.price.kind === 'per-area')) {
      problems.push(`area-calculator category ${category.slug} has no per-area product`);
    }
  }
  return problems;
}

/** The whole {@link Catalogue}: field shapes plus {@link catalogueProblems} as one check. */
export const CatalogueSchema = v.pipe(
  v.object({
    categories: v.array(CategorySchema),
    products: v.array(ProductSchema),
    navigation: v.array(LinkSchema),
    home: v.object({
      carousel: v.array(LinkSchema),
      hero: BannerSchema,
      shopByNeeds: v.array(LinkSchema),
      categoryTiles: v.array(LinkSchema),
      blogPosts: v.array(
        v.object({ title: Text, excerpt: Text, href: v.pipe(v.string(), v.url()), image: PictureSchema }),
      ),
      promo: BannerSchema,
      featuredSkus: v.array(Text),
    }),
    banners: v.object({ fastDelivery: BannerSchema, aboutInfo: BannerSchema, contact: BannerSchema }),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of catalogueProblems(dataset.value)) addIssue({ message });
  }),
);

/**
 * Reads an untrusted value (e.g. browser navigation state) as a {@link Product}.
 * Returns `undefined` instead of throwing when it does not match the model.
 */
export function parseProduct(value: unknown): Product | undefined {
  const result = v.safeParse(ProductSchema, value);
  return result.success ? result.output : undefined;
}

/** Human-readable messages for a value that fails {@link CatalogueSchema} (empty when valid). */
export function validateCatalogue(value: unknown): string[] {
  const result = v.safeParse(CatalogueSchema, value);
  if (result.success) return [];
  return result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}
