/**
 * The products the order pages show, loaded by SKU from the build's product shards
 * (`/order-data/{n}.json`, ADR 0010) instead of the whole catalogue: a few kilobytes for
 * an order at any catalogue size. Each shard is fetched once per page load; the service
 * worker keeps the ones used, so an order list seen once opens offline.
 */
import { findOrderable, productShardOf, type Category, type Product } from '@storefront/catalog';
import { useEffect, useState } from 'react';
import { localeOfPath, localisePath, pathWithoutLocale, type PageLocale } from '../i18n/locale';
import { productShardPath, type ProductShardData } from '../lib/productShards';
import type { Shop } from '../lib/shopData';
import { frameIn, messageLocale } from '../shop';
import { markCodeMissing, reloadForMissingCode } from './missingCode';

/** What {@link useOrderProducts} has so far. */
export interface OrderProducts {
  /** The asked-for products (and, if asked, their related products) in the page's language, once loaded. */
  readonly shop?: Shop;
  /** The same products in the order message's language (the same object when the languages match). */
  readonly messageShop?: Shop;
  /**
   * The SKUs {@link OrderProducts.shop} was loaded for. While the SKUs asked for change (a line
   * added in another tab), the last shop stays until the new one arrives: a SKU outside this
   * set is not known yet, which is not the same as gone from the catalogue.
   */
  readonly skus: ReadonlySet<string>;
  /** True when loading failed (offline before the shard was ever fetched, or the build changed twice). */
  readonly failed: boolean;
}

/** A shard that does not belong to this page's build: a new deployment replaced it. */
class ShardOfAnotherBuild extends Error {}

const shards = new Map<string, Promise<ProductShardData>>();

/**
 * Shard `shard` in `locale`, fetched once per page load (a failed fetch is tried again next time).
 * @returns a promise that rejects offline (before the service worker kept the file), and when the
 *   file is missing or counts shards otherwise than this page's frame (another build, which then
 *   counts as missing code: `reloadForMissingCode`).
 */
function loadShard(locale: PageLocale, shard: number): Promise<ProductShardData> {
  const address = localisePath(productShardPath(shard), locale);
  let loading = shards.get(address);
  if (!loading) {
    loading = fetch(address).then(async (response) => {
      const data = response.ok ? ((await response.json()) as Partial<ProductShardData>) : undefined;
      if (data?.shardCount !== frameIn(locale).productShards || !Array.isArray(data.products)) {
        // Online, a file of this build that is missing or different means a new deployment.
        if (response.ok || response.status === 404) markCodeMissing();
        throw new ShardOfAnotherBuild(`${address}: ${response.status}, not a product shard of this build`);
      }
      return data as ProductShardData;
    });
    loading.catch(() => shards.delete(address));
    shards.set(address, loading);
  }
  return loading;
}

/** The shards that hold `skus` in a build of `shardCount` shards. */
const shardsOf = (skus: Iterable<string>, shardCount: number) =>
  new Set([...skus].map((sku) => productShardOf(sku, shardCount)));

/** A shop of the products in `loaded` (each once), with `locale`'s profile and navigation. */
function shopOf(locale: PageLocale, loaded: readonly ProductShardData[]): Shop {
  const frame = frameIn(locale);
  const products = new Map<string, Product>();
  const categories = new Map<string, Category>();
  const relatedSkus: Record<string, readonly string[]> = {};
  for (const shard of loaded) {
    for (const product of shard.products) products.set(product.sku, product);
    for (const category of shard.categories) categories.set(category.slug, category);
    Object.assign(relatedSkus, shard.relatedSkus);
  }
  // In the frame's order, as the whole catalogue has them.
  const ordered = frame.categories.flatMap(({ slug }) => categories.get(slug) ?? []);
  return {
    catalogue: { categories: ordered, navigation: frame.navigation, products: [...products.values()] },
    content: { productPage: loaded[0]?.productPage ?? {} },
    profile: frame.profile,
    relatedSkus,
  };
}

/**
 * The products with `skus` (product or variant SKUs) in `locale`, as a {@link Shop} whose
 * catalogue holds them (a SKU no shard has is gone from the catalogue); with `withRelated`,
 * also each one's related products, for a product page's 'More from'. A variant's shard names
 * its product, whose shard is then loaded too.
 * @returns a promise that rejects when a shard cannot be loaded (see {@link loadShard}).
 */
export async function loadOrderProducts(
  locale: PageLocale,
  skus: readonly string[],
  { withRelated = false }: { withRelated?: boolean } = {},
): Promise<Shop> {
  const shardCount = frameIn(locale).productShards;
  const loaded = new Map<number, ProductShardData>();
  const load = async (wanted: Iterable<string>) => {
    const shards = [...shardsOf(wanted, shardCount)].filter((shard) => !loaded.has(shard));
    const data = await Promise.all(shards.map((shard) => loadShard(locale, shard)));
    for (const [i, shard] of shards.entries()) loaded.set(shard, data[i]!);
  };
  await load(skus);
  // Variants whose product lives in another shard.
  const named = (sku: string) => [...loaded.values()].find((shard) => shard.variantProducts[sku])?.variantProducts[sku];
  await load(skus.flatMap((sku) => named(sku) ?? []));
  const shop = shopOf(locale, [...loaded.values()]);
  if (!withRelated) return shop;
  const related = skus.flatMap((sku) => {
    const product = findOrderable(shop.catalogue, sku);
    return product ? (shop.relatedSkus?.[product.chosen?.productSku ?? product.sku] ?? []) : [];
  });
  await load(related);
  return shopOf(locale, [...loaded.values()]);
}

/**
 * The products with `skus` in the page's `locale` and in the order message's language,
 * for the order list and `/order-product` (with `withRelated`: its 'More from' products).
 * When a new deployment replaced the shards, the page loads once in full onto the new
 * build (`missingCode.ts`).
 */
export function useOrderProducts(
  locale: PageLocale,
  skus: readonly string[],
  { withRelated = false }: { withRelated?: boolean } = {},
): OrderProducts {
  // One key for the same SKUs in any order, so a new array each render loads nothing again.
  const key = [...new Set(skus)].sort().join('\n');
  const [state, setState] = useState<OrderProducts>({ skus: new Set(), failed: false });
  useEffect(() => {
    let live = true;
    const asked = key === '' ? [] : key.split('\n');
    Promise.all([
      loadOrderProducts(locale, asked, { withRelated }),
      messageLocale === locale ? undefined : loadOrderProducts(messageLocale, asked),
    ]).then(
      ([shop, messageShop]) =>
        live && setState({ shop, messageShop: messageShop ?? shop, skus: new Set(asked), failed: false }),
      // Gone with a new deployment: load the page once in full, onto the new build.
      () => live && !reloadForMissingCode() && setState((before) => ({ ...before, failed: true })),
    );
    return () => {
      live = false;
    };
  }, [locale, key, withRelated]);
  return state;
}

/**
 * Starts loading what {@link useOrderProducts} will ask for `skus`, e.g. when a finger lands
 * on Buy Now, a product is put on the order list (so the list opens offline too), or an order
 * page's code starts, before it hydrates ({@link warmOrderPage}). With `withRelated`, the
 * related products' shards too, as `/order-product` asks.
 */
export function warmOrderProducts(
  locale: PageLocale,
  skus: readonly string[],
  { withRelated = false }: { withRelated?: boolean } = {},
): void {
  if (skus.length === 0) return;
  // A failure here is reported by the page that needs it.
  loadOrderProducts(locale, skus, { withRelated }).catch(() => undefined);
  if (messageLocale !== locale) loadOrderProducts(messageLocale, skus).catch(() => undefined);
}

/**
 * In the browser, on a full load of the order page at `route` (`'/order-list'`, in any
 * language), starts loading the product shards it will ask for as soon as its route module
 * runs: they download while the page hydrates instead of after its first render (measured on
 * this machine: about 0.4 s sooner; more on a slower phone). `skusOf` names the SKUs from the
 * address (`/order-product?sku=…`) or from the device (the order list's lines); it must only
 * read. Does nothing on the server (prerender), nor when the module first runs for a link
 * followed within the app (the address is still the previous page's: the link warmed the shards
 * itself, `orderPageSkus`), and never throws: a failure is the page's to report.
 */
export function warmOrderPage(
  route: string,
  skusOf: (url: URL) => readonly string[],
  options?: { withRelated?: boolean },
): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (pathWithoutLocale(url.pathname) !== route) return;
  try {
    warmOrderProducts(localeOfPath(url.pathname), skusOf(url), options);
  } catch {
    // Storage unreadable or the like: the page itself says so once it runs.
  }
}
