/// <reference lib="webworker" />
/**
 * The shop's service worker: the site works offline after one visit.
 * - On install it precaches the code, styles, the app shell (as `/order-product`, the
 *   address every host serves it at) and the offline pages (Workbox's manifest, written
 *   by `scripts/service-worker.mjs` at build time).
 * - Pages and their data are network first, and always asked of the host (never taken
 *   from the browser's HTTP cache): online, a shopper always gets the current prices;
 *   offline (or after 6 s without an answer), the copy saved last, which the page then
 *   says is a saved copy, with its date (`savedCopies.ts`). Saved copies expire after 30
 *   days and are capped in number and bytes, and kept gzip-compressed (`storedCompressed.ts`:
 *   a browser stores a body decoded, and pages and indexes are text); a query (`utm_*`, `?q=`) makes no second copy. Data fetched in the last 30 s (a link's intent
 *   prefetch) answers the click that follows without a second round trip. The order pages'
 *   product shards (`/order-data/{n}.json`) and the search index's files (`/search-data/…`) are saved the same way once used. When the page
 *   asks (once it is idle), every page of its language is saved in the background, so
 *   all of them open offline.
 * - Pictures and fonts (hashed, never changing) are kept once seen.
 * - Offline, an address never saved gets the friendly offline page in its language; the
 *   client-rendered order page gets the app shell.
 * - A new deployment's worker takes over at once and drops the old caches; the page
 *   then loads its next page in full (see `app/offline/serviceWorker.ts`).
 */
import { clientsClaim } from 'workbox-core';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { recentResponses } from './recentResponses';
import { storedCompressed, storedCopy } from './storedCompressed';
import {
  answeredFromCache,
  pagePathOf,
  SAVED_PAGE_MAX_AGE_MS,
  SAVED_PAGE_MAX_BYTES,
  SAVED_PAGE_MAX_ENTRIES,
  savedAt,
  savedCopies,
} from './savedCopies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };
/** This deployment's id (a hash of its pages), written in at build time. */
declare const __BUILD_ID__: string;
/**
 * The build's languages and their address prefixes, the default first (scripts/service-worker.mjs
 * reads them from the build: `[{ locale: 'en-IN', prefix: '' }, { locale: 'bn-IN', prefix: 'bn' }]`).
 */
declare const __LOCALES__: readonly { readonly locale: string; readonly prefix: string }[];

/** The language entry of a site path: its prefix's, or the default's. */
function languageOf(pathname: string): { readonly locale: string; readonly prefix: string } {
  const found = __LOCALES__.find(
    ({ prefix }) => prefix && (pathname === `/${prefix}` || pathname.startsWith(`/${prefix}/`)),
  );
  return found ?? __LOCALES__[0]!;
}

const PAGES = `pages-${__BUILD_ID__}`;
const ASSETS = 'assets';
/** How long a page's data, once fetched, answers the same address again without the network (ms). */
const PAGE_DATA_REUSE_MS = 30_000;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// A new deployment's pages replace the old ones; pictures and fonts are shared.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => name.startsWith('pages-') && name !== PAGES).map((name) => caches.delete(name)),
        ),
      ),
  );
});

// A page's data is fresh for 30 s in the browser's HTTP cache (a first visit's click uses
// its intent prefetch from there), but the worker always asks the host (`no-cache`): a new
// deployment's worker must never get the old deployment's data from that cache. Its own
// memory (below) gives the click the prefetched answer instead.
// Saved pages expire (a copy older than SAVED_PAGE_MAX_AGE_MS by its Date header is not
// shown) and are capped in number; tracking parameters make no second copy; and the worker
// remembers which answers came from the cache, so the page can say how old it is.
const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 6,
  fetchOptions: { cache: 'no-cache' },
  plugins: [
    new ExpirationPlugin({
      maxEntries: SAVED_PAGE_MAX_ENTRIES,
      maxAgeSeconds: SAVED_PAGE_MAX_AGE_MS / 1000,
      purgeOnQuotaError: true,
    }),
    // Before savedCopies: the saved answer it compares is the one given back, decompressed.
    storedCompressed,
    savedCopies,
  ],
});
registerRoute(({ request, url }) => url.origin === self.location.origin && request.mode === 'navigate', pages);
// A page's data prefetched on intent answers the click that follows (recentResponses.ts).
const recentPageData = recentResponses(PAGE_DATA_REUSE_MS);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.endsWith('.data'),
  (options) => recentPageData(options.url.href, () => pages.handle(options)),
);
// A category's index of all its products (fetched when a shopper sorts or filters a long
// category, and saved with the category's first page) is kept like a page: offline, sorting,
// a later page not kept and the search's results are made from it.
registerRoute(
  ({ url }) => url.origin === self.location.origin && /\/product\/[^/]+\/products\.json$/.test(url.pathname),
  pages,
);
// The order pages' product shards (ADR 0010): saved once used, so an order list seen once opens offline.
registerRoute(({ url }) => url.origin === self.location.origin && /\/order-data\/\d+\.json$/.test(url.pathname), pages);
// The sharded search index (ADR 0009): its directory and term shards are saved with the pages;
// a row file of a language (`/bn/search-data/r0.json`) once used. Offline, the results of a row
// file never used are read from the categories' saved indexes (features/search/localSearch.ts).
registerRoute(
  ({ url }) =>
    url.origin === self.location.origin && /^(?:\/[a-z]{2,3})?\/search-data\/(index|[tr]\d+)\.json$/.test(url.pathname),
  pages,
);
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: ASSETS, plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })] }),
);

/** The client-rendered pages, which are the app shell (it renders them in the address's language). */
const shellPage = (pathname: string) => {
  const { prefix } = languageOf(pathname);
  return /^\/order-product\/?$/.test(prefix ? pathname.slice(prefix.length + 1) : pathname);
};

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate' || !url) return Response.error();
  if (shellPage(url.pathname)) return (await matchPrecache('/order-product')) ?? Response.error();
  const { prefix } = languageOf(url.pathname);
  const offline = prefix ? `/${prefix}/offline/index.html` : '/offline/index.html';
  return (await matchPrecache(offline)) ?? Response.error();
});

/** True when a saved answer is younger than SAVED_PAGE_MAX_AGE_MS (by its Date header). */
function fresh(response: Response): boolean {
  const date = savedAt(response);
  return date !== undefined && Date.now() - date < SAVED_PAGE_MAX_AGE_MS;
}

/** The same limits as the strategy's plugin, for what savePages stores itself. */
const pageExpiration = new CacheExpiration(PAGES, {
  maxEntries: SAVED_PAGE_MAX_ENTRIES,
  maxAgeSeconds: SAVED_PAGE_MAX_AGE_MS / 1000,
});
/** The background saves asked for, one after the other, whatever the number of tabs. */
let saving: Promise<void> | undefined;

/**
 * Saves every page of `locale` not saved yet or saved too long ago (HTML and data), one at
 * a time so the shopper's own requests go first, and stops after SAVED_PAGE_MAX_BYTES. The
 * list is `/offline-pages.<locale>.json`.
 */
async function savePages(locale: string): Promise<void> {
  const response = await fetch(`/offline-pages.${locale}.json`);
  if (!response.ok) return;
  const paths = (await response.json()) as string[];
  const cache = await caches.open(PAGES);
  let bytes = 0;
  for (const path of paths) {
    const saved = await cache.match(path);
    if (saved && fresh(saved)) continue;
    try {
      const page = await fetch(path, { cache: 'no-cache' });
      if (page.status !== 200) continue;
      // Kept compressed (storedCompressed.ts): the cap counts the bytes stored.
      const { stored, bytes: storedBytes } = await storedCopy(page);
      bytes += storedBytes;
      if (bytes > SAVED_PAGE_MAX_BYTES) return;
      await cache.put(path, stored);
      await pageExpiration.updateTimestamp(new URL(path, self.location.origin).href);
    } catch {
      return; // Offline again: the next visit carries on.
    }
  }
  await pageExpiration.expireEntries();
}

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as { type?: string; locale?: string; path?: string } | null;
  const locale = message?.locale;
  if (message?.type === 'SAVE_PAGES' && locale && __LOCALES__.some((language) => language.locale === locale)) {
    saving = (saving ?? Promise.resolve()).then(() => savePages(locale));
    event.waitUntil(saving);
  }
  // Was this page last answered from the cache? When it was saved (ms), or null.
  if (message?.type === 'SAVED_COPY' && typeof message.path === 'string') {
    const path = pagePathOf(new URL(message.path, self.location.origin).href);
    event.ports[0]?.postMessage(answeredFromCache.get(path) ?? null);
  }
});
