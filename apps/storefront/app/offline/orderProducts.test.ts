import * as english from 'virtual:shop-data';
import * as bengali from 'virtual:shop-data/bn-IN';
import { findOrderable, productShardCount, productShardOf } from '@storefront/catalog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productShardData } from '../lib/productShards';
import { productPageAt, productPageData, resolveShop, type Shop } from '../lib/shopData';
import { orderPageSkus } from './orderLinks';
import { loadOrderProducts } from './orderProducts';

const en = resolveShop(english, {});
const bn = resolveShop(bengali, {});
const shardCount = productShardCount(en.catalogue.products.length);

/** The addresses fetched, and a host that answers them as the build wrote them (or `answer` says). */
let fetched: string[] = [];
let answer: (address: string) => Response | undefined = () => undefined;

beforeEach(() => {
  fetched = [];
  answer = () => undefined;
  vi.stubGlobal('fetch', async (address: string) => {
    fetched.push(address);
    const own = answer(address);
    if (own) return own;
    const match = /^(\/bn)?\/order-data\/(\d+)\.json$/.exec(address);
    const data = match ? productShardData(match[1] ? bn : en, Number(match[2])) : undefined;
    return data ? new Response(JSON.stringify(data)) : new Response('Not found', { status: 404 });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('loadOrderProducts', () => {
  it("fetches only the shard of the SKU asked for, in the page's language", async () => {
    expect(shardCount).toBeGreaterThan(1);
    const shop = await loadOrderProducts('bn-IN', ['custom-mugs-1']);
    expect(fetched).toEqual([`/bn/order-data/${productShardOf('custom-mugs-1', shardCount)}.json`]);
    expect(findOrderable(shop.catalogue, 'custom-mugs-1')?.title).toBe('সাদা ফটো মগ');
    expect(shop.catalogue.products.length).toBeLessThan(en.catalogue.products.length);
  });

  it("finds a variant's SKU as its product seen as that variant, as the whole catalogue does", async () => {
    const shop = await loadOrderProducts('en-IN', ['photo-frames-4']);
    const found = findOrderable(shop.catalogue, 'photo-frames-4');
    expect(found).toEqual(findOrderable(en.catalogue, 'photo-frames-4'));
    expect(found?.chosen?.productSku).toBeTruthy();
  });

  it("loads a variant's product from its own shard when the variant's SKU hashes elsewhere", async () => {
    vi.resetModules();
    const { loadOrderProducts } = await import('./orderProducts');
    const apart = en.catalogue.products
      .flatMap((product) => (product.variants ?? []).map((variant) => [variant.sku, product.sku] as const))
      .find(([sku, productSku]) => productShardOf(sku, shardCount) !== productShardOf(productSku, shardCount));
    expect(apart).toBeDefined();
    const [sku, productSku] = apart!;
    const shop = await loadOrderProducts('en-IN', [sku]);
    expect(findOrderable(shop.catalogue, sku)).toEqual(findOrderable(en.catalogue, sku));
    expect(fetched).toEqual([
      `/order-data/${productShardOf(sku, shardCount)}.json`,
      `/order-data/${productShardOf(productSku, shardCount)}.json`,
    ]);
  });

  it("gives Buy Now's page the same 'More from' products as the product's own page", async () => {
    const shop = await loadOrderProducts('en-IN', ['custom-mugs-1'], { withRelated: true });
    const whole = productPageAt(en, en, 'custom-mugs', 'white-photo-mug')!;
    const page = productPageData(shop, findOrderable(shop.catalogue, 'custom-mugs-1')!, shop);
    expect(whole.related.length).toBeGreaterThan(0);
    expect(page.related).toEqual(whole.related);
    expect(page.category).toEqual(whole.category);
    expect(page.content).toEqual(whole.content);
  });

  it('finds each SKU of an order list as the whole catalogue does, and a gone one nowhere', async () => {
    const skus = ['custom-mugs-1', 'business-cards-1', 'tshirts-1-xl', 'banners-1', 'no-such-sku'];
    const shop = await loadOrderProducts('en-IN', skus);
    for (const sku of skus) expect(findOrderable(shop.catalogue, sku)).toEqual(findOrderable(en.catalogue, sku));
    expect(findOrderable(shop.catalogue, 'no-such-sku')).toBeUndefined();
  });

  it('refuses a shard of another build, and a missing one, and asks again next time', async () => {
    // A fresh page load: no shard fetched yet.
    vi.resetModules();
    const { loadOrderProducts } = await import('./orderProducts');
    const shard = productShardOf('business-cards-1', shardCount);
    answer = (address) =>
      address.endsWith(`/order-data/${shard}.json`)
        ? new Response(JSON.stringify({ ...productShardData(en, shard), shardCount: shardCount + 1 }))
        : undefined;
    await expect(loadOrderProducts('en-IN', ['business-cards-1'])).rejects.toThrow(/not a product shard of this build/);
    answer = () => new Response('Not found', { status: 404 });
    await expect(loadOrderProducts('en-IN', ['business-cards-1'])).rejects.toThrow(/404/);
    answer = () => undefined;
    const shop: Shop = await loadOrderProducts('en-IN', ['business-cards-1']);
    expect(findOrderable(shop.catalogue, 'business-cards-1')).toBeDefined();
    expect(fetched.filter((address) => address === `/order-data/${shard}.json`)).toHaveLength(3);
  });
});

describe('orderPageSkus', () => {
  it("names the product of a link to Buy Now's page, and nothing for other links", () => {
    expect(orderPageSkus('/order-product?sku=custom-mugs-1')).toEqual(['custom-mugs-1']);
    expect(orderPageSkus('/order-product?from=home&sku=a%20b#top')).toEqual(['a b']);
    expect(orderPageSkus('/order-product')).toBeUndefined();
    expect(orderPageSkus('/order-list')).toBeUndefined();
    expect(orderPageSkus('/product/custom-mugs?sku=custom-mugs-1')).toBeUndefined();
  });
});

describe('warmOrderPage', () => {
  /** A browser at `address` (these tests run in Node, which has no window). */
  const at = (address: string) =>
    vi.stubGlobal('window', { location: { href: new URL(address, 'https://shop.test').href } });

  it("starts fetching the shards of the address's SKU in the address's language, and the page then fetches nothing again", async () => {
    vi.resetModules();
    const { loadOrderProducts, warmOrderPage } = await import('./orderProducts');
    at('/bn/order-product?sku=custom-mugs-1');
    warmOrderPage('/order-product', (url) => [url.searchParams.get('sku') ?? '']);
    // The order message is in English: its words come from the English shard.
    const shard = productShardOf('custom-mugs-1', shardCount);
    const shards = [`/bn/order-data/${shard}.json`, `/order-data/${shard}.json`];
    expect(fetched).toEqual(shards);
    // The page's own load, once it has hydrated, is answered by the same fetch.
    const shop = await loadOrderProducts('bn-IN', ['custom-mugs-1']);
    expect(findOrderable(shop.catalogue, 'custom-mugs-1')?.title).toBe('সাদা ফটো মগ');
    expect(fetched).toEqual(shards);
  });

  it("fetches nothing on the server, at another page's address or for an address without SKUs, and never throws when the SKUs cannot be read", async () => {
    vi.resetModules();
    const { warmOrderPage } = await import('./orderProducts');
    const skus = vi.fn(() => ['custom-mugs-1']);
    warmOrderPage('/order-list', skus);
    expect(skus).not.toHaveBeenCalled();
    // The module first runs for a link followed within the app: the address is still the previous page's.
    at('/product/custom-mugs');
    warmOrderPage('/order-list', skus);
    expect(skus).not.toHaveBeenCalled();
    at('/order-list/');
    warmOrderPage('/order-list', () => []);
    expect(() =>
      warmOrderPage('/order-list', () => {
        throw new SyntaxError('garbage in storage');
      }),
    ).not.toThrow();
    expect(fetched).toEqual([]);
    warmOrderPage('/order-list', skus);
    expect(fetched).toEqual([`/order-data/${productShardOf('custom-mugs-1', shardCount)}.json`]);
  });
});
