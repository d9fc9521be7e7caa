/**
 * Honest about age (issue 32): the pages cache's keys, expiry and caps, and a memory of
 * which pages were last answered from the cache rather than the host, so the page can say
 * "Saved copy from <date>: prices may have changed".
 */
import type { WorkboxPlugin } from 'workbox-core';

/** Query parameters that never change a page (ad and click tracking): one cache entry for all. */
export const TRACKING_PARAMETERS = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|msclkid|mc_eid)$/;

/** How long a saved page may be shown offline (ms): older copies are not shown (README, Offline). */
export const SAVED_PAGE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
/** At most this many pages and data files are kept (both languages' pages, with room to spare). */
export const SAVED_PAGE_MAX_ENTRIES = 1200;
/** Saving pages in the background stops once it has stored this many bytes (uncompressed). */
export const SAVED_PAGE_MAX_BYTES = 20 * 1024 * 1024;

/** `url` without its tracking parameters (the rest keep their order): the pages cache's key. */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  const kept = new URLSearchParams();
  parsed.searchParams.forEach((value, name) => {
    if (!TRACKING_PARAMETERS.test(name)) kept.append(name, value);
  });
  parsed.search = kept.toString();
  return parsed.href;
}

/** The page a request is for: `/x.data` is `/x`'s data, `/_.data` the home page's. */
export function pagePathOf(url: string): string {
  const { pathname } = new URL(url);
  if (pathname === '/_.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * When each page (by path) was saved, for the pages last answered from the cache (ms since
 * the epoch, from the saved answer's `Date` header); a page answered by the host is not in it.
 */
export const answeredFromCache = new Map<string, number>();

/**
 * A Workbox plugin for the pages strategy: keys without tracking parameters, and a record
 * in {@link answeredFromCache} of whether each answer came from the cache (with its date)
 * or from the host.
 */
export const savedCopies: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (cachedResponse && state) {
      const date = Date.parse(cachedResponse.headers.get('date') ?? '');
      state['savedAt'] = Number.isFinite(date) ? date : 0;
    }
    return cachedResponse ?? null;
  },
  handlerWillRespond: async ({ request, response, state }) => {
    const path = pagePathOf(request.url);
    if (state && typeof state['savedAt'] === 'number') answeredFromCache.set(path, state['savedAt'] as number);
    else answeredFromCache.delete(path);
    return response;
  },
};
