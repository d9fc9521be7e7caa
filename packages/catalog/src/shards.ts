/**
 * Product shards (ADR 0010): a catalogue's products cut into files of about
 * {@link productsPerShard}, chosen by a hash of the SKU, so a page that shows a few products
 * by SKU (the order list, `/order-product?sku=…`) loads a few kilobytes at any catalogue size
 * instead of the whole catalogue. A product is in the shard of its own SKU; the shard of each of
 * its variants' SKUs names the product's SKU (an order list line may name a variant), so a
 * product with many variants is written once, not once per variant.
 */
import type { Catalogue, Product } from './model';
import { variantsOf } from './variants';

/** About how many products a shard holds (pieces; a product with variants may sit in more than one). */
export const productsPerShard = 64;

/**
 * How many shards a catalogue of `productCount` products is cut into: ⌈count / {@link productsPerShard}⌉,
 * at least 1 (20,000 products: 313).
 * @throws RangeError when `productCount` is not a whole number ≥ 0.
 */
export function productShardCount(productCount: number): number {
  if (!Number.isInteger(productCount) || productCount < 0) {
    throw new RangeError(`productShardCount: ${productCount} is not a number of products`);
  }
  return Math.max(1, Math.ceil(productCount / productsPerShard));
}

/**
 * The shard (0 to `shardCount` − 1) that holds the product or variant with `sku`: the
 * 32-bit FNV-1a hash of the SKU's UTF-16 code units, modulo `shardCount`. The same on
 * the build machine and in every browser.
 * @throws RangeError when `shardCount` is not a whole number ≥ 1.
 */
export function productShardOf(sku: string, shardCount: number): number {
  if (!Number.isInteger(shardCount) || shardCount < 1) {
    throw new RangeError(`productShardOf: ${shardCount} is not a number of shards`);
  }
  let hash = 0x811c9dc5;
  for (let i = 0; i < sku.length; i++) {
    hash ^= sku.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % shardCount;
}

/** One shard of a catalogue ({@link productShards}). */
export interface ProductShard {
  /** The products whose own SKU hashes to this shard, in catalogue order. */
  readonly products: Product[];
  /** For each variant whose SKU hashes to this shard, its product's SKU (whose shard holds it). */
  readonly variantProducts: Record<string, string>;
}

/**
 * The products of `catalogue` cut into `shardCount` shards, in one pass: element n holds the
 * products whose own SKU hashes to n ({@link productShardOf}), and the product SKU of each
 * variant whose SKU hashes to n.
 * @throws RangeError when `shardCount` is not a whole number ≥ 1.
 */
export function productShards(catalogue: Pick<Catalogue, 'products'>, shardCount: number): ProductShard[] {
  productShardOf('', shardCount); // the same RangeError for a bad count, products or none
  const shards = Array.from({ length: shardCount }, (): ProductShard => ({ products: [], variantProducts: {} }));
  for (const product of catalogue.products) {
    shards[productShardOf(product.sku, shardCount)]!.products.push(product);
    for (const variant of variantsOf(product)) {
      shards[productShardOf(variant.sku, shardCount)]!.variantProducts[variant.sku] = product.sku;
    }
  }
  return shards;
}
