/**
 * The search without its row files, as offline after one visit: the service worker saves every
 * category's listing index and the search's directory and shards, not the row files
 * (scripts/service-worker.mjs), and the search reads its results from the indexes
 * (features/search/localSearch.ts). The host here answers from the same route loaders that
 * write the files.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader as categoryIndex } from '../routes/category-index';
import { loader as searchData } from '../routes/search-data';
import type { FoundProduct } from '../features/search/localSearch';

/** The addresses fetched, in order. */
let fetched: string[] = [];
/** Addresses the network cannot reach (offline, and the service worker did not keep them). */
let unreachable: RegExp[] = [];
/** Answers of the host's own for some addresses (a file of another build). */
let answer: (address: string) => Response | undefined = () => undefined;

/**
 * A host that answers as the build prerendered: the search's files and the categories'
 * listing indexes come from the same route loaders that write them.
 */
async function host(address: string): Promise<Response> {
  fetched.push(address);
  if (unreachable.some((pattern) => pattern.test(address))) throw new TypeError('Failed to fetch');
  const own = answer(address);
  if (own) return own;
  const request = new Request(`https://shop.example${address}`);
  const search = /\/search-data\/([^/]+)$/.exec(address);
  if (search) return searchData({ request, params: { file: search[1] } });
  const index = /\/product\/([^/]+)\/products\.json$/.exec(address);
  if (index) return categoryIndex({ request, params: { category: index[1] } });
  return new Response('Not found', { status: 404 });
}

/** A fresh copy of the search (its files are fetched once per module, as once per worker). */
async function freshSearch() {
  vi.resetModules();
  return (await import('../features/search/localSearch')).searchHere;
}

const skus = (products: readonly FoundProduct[]) => products.map((product) => product.sku);
const rowFiles = /\/search-data\/r\d+\.json$/;

beforeEach(() => {
  fetched = [];
  unreachable = [];
  answer = () => undefined;
  vi.stubGlobal('fetch', host);
});
afterEach(() => vi.unstubAllGlobals());

describe('the search without its row files (offline: the worker keeps the category indexes instead)', () => {
  it('shows the same results, read from the categories’ listing indexes, each fetched once', async () => {
    const online = await (await freshSearch())({ language: '/bn', query: 'mug', limit: 24 });
    expect(online.length).toBeGreaterThan(3);
    expect(online.map((product) => product.title)).toContain('সাদা ফটো মগ');
    expect(fetched.filter((address) => rowFiles.test(address)).length).toBeGreaterThan(0);

    fetched = [];
    unreachable = [rowFiles];
    const offline = await (await freshSearch())({ language: '/bn', query: 'mug', limit: 24 });
    // The same products, card for card, in the same order and language.
    expect(offline).toEqual(online);
    const indexes = fetched.filter((address) => address.endsWith('/products.json'));
    expect(indexes).toContain('/bn/product/custom-mugs/products.json');
    expect(new Set(indexes).size).toBe(indexes.length);
  });

  it('reads a result of any category in either language, the same as its row file', async () => {
    for (const [language, query] of [
      ['', 'visiting card'],
      ['', 'photo fr'],
      ['/bn', 'বিয়ের কার্ড'],
    ] as const) {
      const online = await (await freshSearch())({ language, query, limit: 48 });
      unreachable = [rowFiles];
      const offline = await (await freshSearch())({ language, query, limit: 48 });
      unreachable = [];
      expect(skus(offline), query).toEqual(skus(online));
      expect(offline.length, query).toBeGreaterThan(0);
    }
  });

  it('fails as the row file failed when an index cannot be had either, and tries again on the next search', async () => {
    const searchHere = await freshSearch();
    unreachable = [rowFiles, /\/products\.json$/];
    await expect(searchHere({ language: '', query: 'mug', limit: 24 })).rejects.toThrow('Failed to fetch');
    unreachable = [];
    expect((await searchHere({ language: '', query: 'mug', limit: 24 })).length).toBeGreaterThan(0);
  });

  it('refuses an index that is not the one the directory lists (a saved copy of another build)', async () => {
    unreachable = [rowFiles];
    answer = (address) =>
      address === '/product/custom-mugs/products.json'
        ? new Response(JSON.stringify({ slug: 'custom-mugs', products: [] }))
        : undefined;
    await expect((await freshSearch())({ language: '', query: 'mug', limit: 24 })).rejects.toThrow('Failed to fetch');
  });
});
