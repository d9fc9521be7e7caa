// @vitest-environment happy-dom
import type { ProductSearch } from '@storefront/catalog/search';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FoundProduct } from './productSearch';

afterEach(() => {
  vi.doUnmock('./productSearch');
  vi.resetModules();
});

/** A product named `title` (only what these tests look at). */
const named = (title: string) => ({ sku: title, title }) as unknown as FoundProduct;

/** The hook over a search whose answers the test releases one by one, in any order. */
async function withSearch() {
  const pending = new Map<string, (found: FoundProduct[]) => void>();
  const search: ProductSearch<FoundProduct> = {
    search: (query) => new Promise((resolve) => pending.set(query, resolve)),
  };
  vi.doMock('./productSearch', () => ({ loadProductSearch: () => Promise.resolve(search) }));
  const { useSearchResults } = await import('./useSearchResults');
  const answer = async (query: string, titles: string[]) => {
    await act(async () => {
      await vi.waitFor(() => expect(pending.has(query)).toBe(true));
      pending.get(query)!(titles.map(named));
    });
  };
  return { useSearchResults, answer };
}

describe('useSearchResults', () => {
  it('shows the latest query’s answer, never an older one that arrives after it', async () => {
    const { useSearchResults, answer } = await withSearch();
    const { result, rerender } = renderHook(({ query }) => useSearchResults(query, 6, 'en-IN'), {
      initialProps: { query: 'mu' },
    });
    rerender({ query: 'mug' });
    await answer('mug', ['White Photo Mug']);
    expect(result.current.query).toBe('mug');
    expect(result.current.products?.map((product) => product.title)).toEqual(['White Photo Mug']);
    // The answer to 'mu' comes last: it is not shown.
    await answer('mu', ['Music Box']);
    expect(result.current.products?.map((product) => product.title)).toEqual(['White Photo Mug']);
  });

  it('keeps the last answer while the next query is searched, and finds nothing for a blank query at once', async () => {
    const { useSearchResults, answer } = await withSearch();
    const { result, rerender } = renderHook(({ query }) => useSearchResults(query, 6, 'en-IN'), {
      initialProps: { query: 'mug' },
    });
    await answer('mug', ['White Photo Mug']);
    rerender({ query: 'mugs' });
    expect(result.current.query).toBe('mug');
    expect(result.current.products).toHaveLength(1);
    rerender({ query: '  ' });
    expect(result.current.products).toEqual([]);
  });

  it('searches nothing until enabled (the header field before its first focus)', async () => {
    const { useSearchResults } = await withSearch();
    const { result } = renderHook(() => useSearchResults('mug', 6, 'en-IN', false));
    expect(result.current).toEqual({ query: undefined, products: undefined, failure: undefined });
  });
});
