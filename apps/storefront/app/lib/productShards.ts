/**
 * The order pages' product shards (ADR 0010), as the build writes them: the pure functions
 * behind the prerendered `/order-data/{n}.json` route. The cut itself is the catalogue's
 * (`productShards` in `@storefront/catalog`); this adds what an order page needs with it.
 */
import {
  productShardCount,
  productShards,
  relatedProducts,
  type Catalogue,
  type Product,
  type ProductPageContent,
  type ProductShard,
} from '@storefront/catalog';
import type { Shop } from './shopData';

/**
 * One product shard of a language (`/order-data/{n}.json`, ADR 0010): what the order pages
 * need of the products whose SKU hashes to it, and the products of the variants whose SKU
 * does, so they load a few kilobytes at any catalogue size instead of the whole catalogue.
 */
export interface ProductShardData {
  /** How many shards the build cut the catalogue into: a page whose frame counts otherwise is from another build. */
  readonly shardCount: number;
  /** The products whose own SKU hashes to the shard, whole (options, variants, price breaks), in the file's language. */
  readonly products: readonly Product[];
  /** For each variant whose SKU hashes to the shard, its product's SKU: that product is in the product SKU's shard. */
  readonly variantProducts: Readonly<Record<string, string>>;
  /** The categories of the shard's products (with their layout and picture), for a product page's breadcrumbs and 'More from'. */
  readonly categories: Catalogue['categories'];
  /** Each product's related products by SKU ({@link relatedProducts} on the whole catalogue); their shards hold them. */
  readonly relatedSkus: Readonly<Record<string, readonly string[]>>;
  /** The product page's photo note and fast-delivery banner, as the shop's content words them. */
  readonly productPage: ProductPageContent;
}

/**
 * The address of product shard `shard` in the default language: `/order-data/3.json`
 * (`localisePath` gives another language's: `/bn/order-data/3.json`). ADR 0010.
 */
export function productShardPath(shard: number): string {
  return `/order-data/${shard}.json`;
}

/**
 * Shard `shard` of `shop`'s products ({@link ProductShardData}), or `undefined` for a
 * number outside 0 to the shard count − 1.
 */
export function productShardData(shop: Shop, shard: number): ProductShardData | undefined {
  const shards = cutOf(shop.catalogue);
  const cut = shards[shard];
  if (!Number.isInteger(shard) || !cut) return undefined;
  const { products, variantProducts } = cut;
  const categories = new Set(products.map((product) => product.categorySlug));
  return {
    shardCount: shards.length,
    products,
    variantProducts,
    categories: shop.catalogue.categories.filter((category) => categories.has(category.slug)),
    relatedSkus: Object.fromEntries(
      products.map((product) => [product.sku, relatedProducts(shop.catalogue, product).map(({ sku }) => sku)]),
    ),
    productPage: shop.content.productPage ?? {},
  };
}

/** A catalogue's shards, cut once per catalogue (the build writes every shard). */
const shardCache = new WeakMap<Catalogue, ProductShard[]>();

function cutOf(catalogue: Catalogue): ProductShard[] {
  let shards = shardCache.get(catalogue);
  if (!shards) {
    shards = productShards(catalogue, productShardCount(catalogue.products.length));
    shardCache.set(catalogue, shards);
  }
  return shards;
}
