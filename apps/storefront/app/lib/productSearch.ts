/**
 * The shop's product search, loaded on demand (issue 9): MiniSearch and the index are a
 * separate chunk, fetched when the shopper first focuses the search field or opens
 * /search, never with the first paint of other pages.
 */
import type { ProductSearch } from '@storefront/catalog/search';
import { search as searchData } from 'virtual:shop-data';
import { catalogue } from '../shop';

let loading: Promise<ProductSearch> | undefined;

/** The product search, built once per page load; later calls get the same promise. */
export function loadProductSearch(): Promise<ProductSearch> {
  loading ??= import('@storefront/catalog/search').then(({ createProductSearch }) =>
    createProductSearch(catalogue, searchData),
  );
  return loading;
}

/** The address of the results page for `query`. */
export function searchPath(query: string): string {
  return `/search?${new URLSearchParams({ q: query })}`;
}
