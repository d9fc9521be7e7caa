import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { describe, expect, it } from 'vitest';
import { loadShopData } from './data';
import { productShardCount, productShardOf, productShards, productsPerShard } from './shards';
import { variantsOf } from './variants';

const { catalogue } = loadShopData(giftShopDataDir);

describe('productShardCount', () => {
  it('cuts a catalogue into shards of about 64 products, at least one', () => {
    expect(productsPerShard).toBe(64);
    expect([0, 1, 64, 65, 128, 20_000].map(productShardCount)).toEqual([1, 1, 1, 2, 2, 313]);
  });

  it('refuses a count that is not a number of products', () => {
    expect(() => productShardCount(-1)).toThrow(RangeError);
    expect(() => productShardCount(1.5)).toThrow(/not a number of products/);
  });
});

describe('productShardOf', () => {
  it('is the 32-bit FNV-1a hash of the SKU (the published test vectors), modulo the shard count', () => {
    const whole = 2 ** 32 - 1;
    expect(productShardOf('', whole)).toBe(0x811c9dc5);
    expect(productShardOf('a', whole)).toBe(0xe40c292c);
    expect(productShardOf('foobar', whole)).toBe(0xbf9cf968);
    expect(productShardOf('foobar', 313)).toBe(0xbf9cf968 % 313);
  });

  it('spreads 20,000 SKUs evenly enough over 313 shards', () => {
    const counts = new Array<number>(313).fill(0);
    for (let i = 0; i < 20_000; i++) counts[productShardOf(`synth-${i}`, 313)]! += 1;
    expect(Math.min(...counts)).toBeGreaterThan(20_000 / 313 / 2);
    expect(Math.max(...counts)).toBeLessThan((20_000 / 313) * 1.6);
  });

  it('puts everything in shard 0 of one', () => {
    expect(productShardOf('visiting-cards-100', 1)).toBe(0);
  });

  it('refuses a shard count that is not a whole number from 1', () => {
    expect(() => productShardOf('a', 0)).toThrow(RangeError);
    expect(() => productShardOf('a', 2.5)).toThrow(/not a number of shards/);
  });
});

describe('productShards', () => {
  const shardCount = 3;
  const shards = productShards(catalogue, shardCount);

  it('holds every product once, in the shard of its own SKU, in catalogue order', () => {
    expect(shards).toHaveLength(3);
    expect(shards.flatMap((shard) => shard.products).length).toBe(catalogue.products.length);
    for (const product of catalogue.products) {
      expect(shards[productShardOf(product.sku, shardCount)]!.products).toContain(product);
    }
    for (const { products } of shards) {
      const order = products.map((product) => catalogue.products.indexOf(product));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it("names each variant's product in the shard of the variant's SKU, and nowhere else", () => {
    const variants = catalogue.products.flatMap((product) =>
      variantsOf(product).map((variant) => [variant.sku, product.sku] as const),
    );
    expect(variants.length).toBeGreaterThan(0);
    for (const [sku, productSku] of variants) {
      expect(shards[productShardOf(sku, shardCount)]!.variantProducts[sku]).toBe(productSku);
    }
    expect(shards.flatMap((shard) => Object.keys(shard.variantProducts)).length).toBe(variants.length);
  });

  it('refuses a shard count that is not a whole number from 1', () => {
    expect(() => productShards(catalogue, 0)).toThrow(RangeError);
    expect(() => productShards({ products: [] }, 1.5)).toThrow(/not a number of shards/);
  });
});
