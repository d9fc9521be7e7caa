import { listingPageSize, type ListedProduct } from '@storefront/catalog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingPageFromIndex } from './listingFromIndex';

/** A category index of `count` products, as the build writes `products.json`. */
const index = (count: number) => ({
  slug: 'custom-mugs',
  products: Array.from({ length: count }, (_, n): ListedProduct => ({
    sku: `mug-${n}`,
    slug: `mug-${n}`,
    categorySlug: 'custom-mugs',
    title: `Mug ${n}`,
    subtitle: '',
    images: [],
    price: { kind: 'fixed', unitPaise: 20000 },
    minQuantity: 1,
    details: [],
  })),
});

/** The addresses fetched; the host answers each index with `answer` (default: 100 products). */
let fetched: string[] = [];
let answer: () => Response = () => new Response(JSON.stringify(index(100)));

beforeEach(() => {
  fetched = [];
  answer = () => new Response(JSON.stringify(index(100)));
  vi.stubGlobal('fetch', async (address: string) => {
    fetched.push(address);
    return answer();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('a listing page made from its category index (offline, a page not kept)', () => {
  it('is the page its prerendered data would be, in the address’s language, dated by the index', async () => {
    const page = await listingPageFromIndex('/bn/product/Custom-Mugs/page/2', { category: 'Custom-Mugs', page: '2' });
    expect(fetched).toEqual(['/bn/product/custom-mugs/products.json']);
    expect(page).toMatchObject({
      layout: 'listing',
      category: { slug: 'custom-mugs', name: 'কাস্টম মগ' },
      page: 2,
      pageCount: 3,
      totalCount: 100,
      madeFrom: '/bn/product/custom-mugs/products.json',
    });
    expect(page?.products.map((product) => product.sku)).toEqual(
      Array.from({ length: listingPageSize }, (_, n) => `mug-${listingPageSize + n}`),
    );
    const first = await listingPageFromIndex('/product/custom-mugs', { category: 'custom-mugs' });
    expect(first?.page).toBe(1);
    expect(first?.madeFrom).toBe('/product/custom-mugs/products.json');
  });

  it('is no page past the last, with a malformed number or in an unknown category', async () => {
    expect(await listingPageFromIndex('/product/custom-mugs/page/4', { category: 'custom-mugs', page: '4' })).toBe(
      undefined,
    );
    expect(await listingPageFromIndex('/product/custom-mugs/page/02', { category: 'custom-mugs', page: '02' })).toBe(
      undefined,
    );
    expect(await listingPageFromIndex('/product/no-such/page/2', { category: 'no-such', page: '2' })).toBe(undefined);
  });

  it('fails when the index cannot be had (offline and never saved, or a file that is no index)', async () => {
    // Another category: an index once loaded is kept for the page's life.
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(
      listingPageFromIndex('/product/photo-frames/page/2', { category: 'photo-frames', page: '2' }),
    ).rejects.toThrow();
    answer = () => new Response('{"products": [1, 2]}');
    await expect(
      listingPageFromIndex('/product/photo-frames/page/2', { category: 'photo-frames', page: '2' }),
    ).rejects.toThrow('no product list');
  });
});
