/**
 * Runtime schemas for the catalogue, content and profile models (valibot). The data
 * loader checks every shop's data with them at build time and in tests; the app reads
 * untrusted navigation state with {@link parseProduct}. Spec §3 (entities), §9
 * (minimum order quantities, prices).
 */
import * as v from 'valibot';
import type { ShopContent } from './content';
import { contentCategoryLinks, unknownPlaceholders } from './content';
import type { Catalogue, Product } from './model';
import { categorySegmentOf } from './paths';
import { quantityRuleProblems } from './basis';
import { variantProblems, variantsOf } from './variants';

import { HttpUrl, PictureSchema, Slug, Text } from './schemaPrimitives';
import { ProductSchema, translations } from './productSchema';

export { parseProduct, PriceSchema, ProductPictureSchema, ProductSchema } from './productSchema';

const CategorySchema = v.object({
  slug: Slug,
  name: Text,
  image: PictureSchema,
  layout: v.picklist(['listing', 'area-calculator']),
  scrollToTopOnOpen: v.boolean(),
  translations: translations(v.object({ name: Text })),
});

const NavLinkSchema = v.object({ label: Text, href: Text, translations: translations(v.object({ label: Text })) });
const CategoryLinkSchema = v.object({ ...NavLinkSchema.entries, image: PictureSchema });

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
}

/** Problems with a site path that should open a category page (`undefined` when it does). */
function linkProblem(catalogue: Catalogue, link: { label: string; href: string }): string | undefined {
  const slugs = new Set(catalogue.categories.map((category) => category.slug));
  const segment = categorySegmentOf(link.href);
  return segment === undefined || !slugs.has(segment.toLowerCase())
    ? `link "${link.label}" (${link.href}) does not resolve to a category`
    : undefined;
}

/**
 * Every problem with the catalogue's cross-references, as readable sentences
 * (empty when consistent): unique SKUs, unique slugs and titles within a category,
 * every product's category existing, every navigation link resolving to a category,
 * and an area-priced product on every area-calculator category.
 */
export function catalogueProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const slugs = new Set(catalogue.categories.map((category) => category.slug));
  // A variant's SKU is as much a SKU as a product's: order lines carry either.
  const skus = catalogue.products.flatMap((product) => [product.sku, ...variantsOf(product).map((v) => v.sku)]);
  for (const sku of duplicates(skus)) {
    problems.push(`SKU ${sku} is used more than once`);
  }
  for (const slug of duplicates(catalogue.categories.map((category) => category.slug))) {
    problems.push(`category slug ${slug} is used more than once`);
  }
  const groups = new Map<string, Product[]>();
  for (const product of catalogue.products) {
    const key = product.categorySlug ?? '(no category)';
    groups.set(key, [...(groups.get(key) ?? []), product]);
    if (product.categorySlug !== null && !slugs.has(product.categorySlug)) {
      problems.push(`${product.sku} is in unknown category ${product.categorySlug}`);
    }
  }
  for (const [group, products] of groups) {
    // An old address that lands on a variant is an address in the category like any slug.
    const addresses = products.flatMap((product) => [
      product.slug,
      ...variantsOf(product).flatMap((variant) => (variant.formerSlug ? [variant.formerSlug] : [])),
    ]);
    for (const slug of duplicates(addresses)) {
      problems.push(`slug ${slug} is used more than once in ${group}`);
    }
    for (const title of duplicates(products.map((product) => product.title.toLowerCase()))) {
      problems.push(`title "${title}" is used more than once in ${group}`);
    }
  }
  // Whole packs, one-tap choices that can be ordered, and a total that never falls with the quantity.
  for (const product of catalogue.products) {
    for (const problem of quantityRuleProblems(product)) problems.push(`${product.sku}: ${problem}`);
    for (const problem of variantProblems(product)) problems.push(`${product.sku}: ${problem}`);
  }
  for (const link of catalogue.navigation) {
    const problem = linkProblem(catalogue, link);
    if (problem) problems.push(problem);
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
    navigation: v.array(NavLinkSchema),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of catalogueProblems(dataset.value)) addIssue({ message });
  }),
);

/** Any text of the content: not empty, and every `{placeholder}` one the profile can fill. */
const ContentText = v.pipe(
  Text,
  v.check((text) => unknownPlaceholders(text).length === 0, 'uses an unknown {placeholder}'),
);
const BannerSchema = v.object({ heading: ContentText, text: ContentText, image: PictureSchema });
const TextBlockSchema = v.object({ heading: ContentText, paragraphs: v.array(ContentText) });

/** A {@link ShopContent}: every section optional, every present field complete. */
export const ShopContentSchema = v.strictObject({
  home: v.optional(
    v.strictObject({
      description: v.optional(ContentText),
      carousel: v.optional(v.array(CategoryLinkSchema)),
      hero: v.optional(BannerSchema),
      shopByNeeds: v.optional(v.array(CategoryLinkSchema)),
      categoryTiles: v.optional(v.array(CategoryLinkSchema)),
      categoryTilesHeading: v.optional(ContentText),
      blogPosts: v.optional(
        v.array(v.strictObject({ title: ContentText, excerpt: ContentText, href: HttpUrl, image: PictureSchema })),
      ),
      promo: v.optional(BannerSchema),
      about: v.optional(TextBlockSchema),
      featuredSkus: v.optional(v.array(Text)),
    }),
  ),
  about: v.optional(
    v.strictObject({
      description: v.optional(ContentText),
      banner: v.optional(BannerSchema),
      welcome: v.optional(TextBlockSchema),
      contact: v.optional(BannerSchema),
      deliveryBanner: v.optional(BannerSchema),
    }),
  ),
  productPage: v.optional(v.strictObject({ photoNote: v.optional(ContentText), banner: v.optional(BannerSchema) })),
});

/**
 * Problems with what the content points at in the catalogue (empty when none): every
 * tile, card and carousel link opens a category, and every featured SKU exists.
 */
export function contentProblems(content: ShopContent, catalogue: Catalogue): string[] {
  const problems: string[] = [];
  for (const link of contentCategoryLinks(content)) {
    const problem = linkProblem(catalogue, link);
    if (problem) problems.push(problem);
  }
  const skus = new Set(catalogue.products.map((product) => product.sku));
  for (const sku of content.home?.featuredSkus ?? []) {
    if (!skus.has(sku)) problems.push(`featured SKU ${sku} is not in the catalogue`);
  }
  return problems;
}

/** Readable messages for `value` failing `schema`, each prefixed with the path of the field (empty when valid). */
export function schemaProblems(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  if (result.success) return [];
  return result.issues.map((issue) => {
    const path = v.getDotPath(issue);
    // A strict object's "Expected never" is about a key it does not know: usually a typo.
    const message = issue.type === 'strict_object' ? 'is not a known key (check the spelling)' : issue.message;
    return path ? `${path}: ${message}` : message;
  });
}

/** Human-readable messages for a value that fails {@link CatalogueSchema} (empty when valid). */
export function validateCatalogue(value: unknown): string[] {
  return schemaProblems(CatalogueSchema, value);
}

export { PictureSchema } from './schemaPrimitives';
export { ShopProfileSchema } from './profileSchema';
