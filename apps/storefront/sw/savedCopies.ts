/**
 * Honest about age (README, 'Fast, findable and offline'): the pages cache's keys, expiry
 * and caps, and a memory of which pages were last answered from the cache rather than the
 * host, so the page can say "Saved copy from <date>: prices may have changed".
 */
import type { WorkboxPlugin } from 'workbox-core';

/** How long a saved page may be shown offline (ms): older copies are not shown (README, Offline). */
export const SAVED_PAGE_MAX_AGE_MS = 30 * 24 * 3600 * 1000;
/** At most this many pages and data files are kept (both languages' pages, with room to spare). */
export const SAVED_PAGE_MAX_ENTRIES = 1200;
/**
 * Saving pages in the background stops once it has stored this many bytes, as stored: gzip-
 * compressed (`storedCompressed.ts`). With the precache and the pictures seen, a first visit
 * stays within the 25 MB a phone is asked to keep (README, 'Fast, findable and offline').
 */
export const SAVED_PAGE_MAX_BYTES = 20 * 1024 * 1024;

/**
 * `url` without its query and fragment: the pages cache's key. A static host answers
 * `/x?anything` with the same file, so a query (`utm_*`, `fbclid`, `?q=`, `?sku=`,
 * `?variant=`, React Router's `?_routes=`) must not make a second copy of it.
 */
export function pageCacheKey(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/**
 * The page a request is for: `/x.data` is `/x`'s data, `/_.data` the home page's, and
 * `/x/` is `/x` (the app moves to the address without the slash).
 */
export function pagePathOf(url: string): string {
  const { pathname } = new URL(url);
  if (pathname === '/_.data') return '/';
  const page = pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
  return page.length > 1 && page.endsWith('/') ? page.slice(0, -1) : page;
}

/** When a saved answer was fetched (ms since the epoch, its `Date` header), or undefined. */
export function savedAt(response: Response): number | undefined {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isFinite(date) && date > 0 ? date : undefined;
}

/**
 * When each page (by path) was saved, for the pages last answered from the cache (ms since
 * the epoch, from the saved answer's `Date` header); a page answered by the host is not in it.
 * It lives in the worker's memory, for every tab: a worker restarted by the browser starts
 * empty (the note then waits for the next answer from the cache), and the last answer for a
 * path, in whichever tab, is the one remembered.
 */
export const answeredFromCache = new Map<string, number>();

/**
 * A Workbox plugin for the pages strategy: keys without tracking parameters, and a record
 * in {@link answeredFromCache} of whether each answer came from the cache (with its date)
 * or from the host.
 */
export const savedCopies: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
  // The saved answer read (after 6 s without the host, or offline); whether it is the one
  // sent is only known below: the host's answer may still win the race.
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    if (cachedResponse && state) state['cached'] = cachedResponse;
    return cachedResponse ?? null;
  },
  handlerWillRespond: async ({ request, response, state }) => {
    const path = pagePathOf(request.url);
    const date = state?.['cached'] === response ? savedAt(response) : undefined;
    if (date !== undefined) answeredFromCache.set(path, date);
    else answeredFromCache.delete(path);
    return response;
  },
};
