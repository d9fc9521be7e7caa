import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loader } from './search-data';

/** The addresses fetched, and a host that answers them as the build writes them (or `answer` says). */
let fetched: string[] = [];
let answer: (address: string) => Response | undefined | Promise<Response | undefined> = () => undefined;

/** What the prerender writes at `address` (`routes/search-data.ts`), in the address's language. */
const built = (address: string) =>
  loader({
    request: new Request(`http://localhost${address}`),
    params: { file: address.replace(/^(\/bn)?\/search-data\//, '') },
  });

beforeEach(() => {
  fetched = [];
  answer = () => undefined;
  vi.resetModules();
  vi.stubGlobal('fetch', async (address: string) => {
    fetched.push(address);
    return (await answer(address)) ?? built(address);
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A fresh copy of the module (its loaded search is per page load). */
const fresh = () => import('../features/search/productSearch');

describe('the search over the prerendered index files (loadProductSearch)', () => {
  it('fetches the directory first, then only the shards and rows a query needs', async () => {
    const { loadProductSearch } = await fresh();
    const search = await loadProductSearch('en-IN');
    expect(fetched).toEqual(['/search-data/index.json']);
    const found = await search.search('white photo mug', 4);
    expect(found[0]?.title).toBe('White Photo Mug');
    // Listed, as a card shows it: one picture, no variants or translations.
    expect(found[0]?.images).toHaveLength(1);
    expect(found[0]).not.toHaveProperty('translations');
    expect(fetched.slice(1).every((address) => /^\/search-data\/[tr]\d+\.json$/.test(address))).toBe(true);
    // The same query again fetches nothing more.
    const count = fetched.length;
    await search.search('white photo mug', 4);
    expect(fetched).toHaveLength(count);
  });

  it('finds Bengali words on any page, and shows the results in the page’s language from its own rows', async () => {
    const { loadProductSearch } = await fresh();
    const english = await (await loadProductSearch('en-IN')).search('সাদা ফটো মগ', 1);
    expect(english[0]?.title).toBe('White Photo Mug');
    const shards = fetched.filter((address) => address.includes('/t')).length;
    const bengali = await (await loadProductSearch('bn-IN')).search('white photo mug', 1);
    expect(bengali[0]?.title).toBe('সাদা ফটো মগ');
    expect(fetched.filter((address) => address.startsWith('/bn/search-data/r'))).toHaveLength(1);
    // The directory and the term shards are the same in both languages: not fetched again.
    expect(fetched.filter((address) => address === '/search-data/index.json')).toHaveLength(1);
    expect(fetched.filter((address) => address.includes('/t')).length).toBeGreaterThanOrEqual(shards);
  });

  it('a file of another build (a deployment meanwhile) makes it load the new directory and search again', async () => {
    const { loadProductSearch } = await fresh();
    const search = await loadProductSearch('en-IN');
    let stale = true;
    answer = async (address) => {
      if (!stale || !/\/[tr]\d+\.json$/.test(address)) return undefined;
      stale = false;
      const file = (await (await built(address)).json()) as { version: string };
      return new Response(JSON.stringify({ ...file, version: 'another-build' }));
    };
    expect((await search.search('standee'))[0]?.categorySlug).toBe('standees');
    expect(fetched.filter((address) => address === '/search-data/index.json')).toHaveLength(2);
  });

  it('offline, a search fails and says why; the next one fetches again and finds', async () => {
    const { loadProductSearch } = await fresh();
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(loadProductSearch('en-IN')).rejects.toThrow('Failed to fetch');
    answer = () => undefined;
    const search = await loadProductSearch('en-IN');
    answer = (address) => (address.includes('/r') ? new Response('Not found', { status: 404 }) : undefined);
    await expect(search.search('mug')).rejects.toThrow('/search-data/r');
    answer = () => undefined;
    expect((await search.search('mug')).length).toBeGreaterThan(0);
  });
});
