/**
 * Product shards (ADR 0010): a catalogue's products cut into files of about
 * {@link productsPerShard}, chosen by a hash of the SKU, so a page that shows a few products
 * by SKU (the order list, `/order-product?sku=…`) loads a few kilobytes at any catalogue size
 * instead of the whole catalogue. A product is in the shard of its own SKU and in the shard of
 * each of its variants' SKUs: an order list line may name either.
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

/**
 * The products of `catalogue` cut into `shardCount` shards, in one pass: element n holds, in
 * catalogue order, the products whose own SKU or one of whose variants' SKUs hashes to n
 * ({@link productShardOf}); a product is in each such shard once.
 * @throws RangeError when `shardCount` is not a whole number ≥ 1.
 */
export function productShards(catalogue: Pick<Catalogue, 'products'>, shardCount: number): Product[][] {
  productShardOf('', shardCount); // the same RangeError for a bad count, products or none
  const shards = Array.from({ length: shardCount }, (): Product[] => []);
  for (const product of catalogue.products) {
    const into = new Set(
      [product.sku, ...variantsOf(product).map((variant) => variant.sku)].map((sku) => productShardOf(sku, shardCount)),
    );
    for (const shard of into) shards[shard]!.push(product);
  }
  return shards;
}
