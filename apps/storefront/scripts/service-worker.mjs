// Builds the service worker into the built site, after prerendering:
// 1. turns the prerendered offline pages into static ones (no script: they must show
//    whatever the address, and React would try to render the address's own page);
// 2. lists each language's pages and their data (`offline-pages.<locale>.json`), with a
//    category's product index, which the worker saves in the background once a page asks;
// 3. bundles `sw/sw.ts` with Vite and writes Workbox's precache manifest into it
//    (code, styles, the app shell as /order-product, offline pages, web app manifests, icons).
// Usage: node scripts/service-worker.mjs [dir]
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { builtLocales, builtPages, localeOfPage } from './builtPages.mjs';

const root = process.argv[2] ?? 'build/client';
// The build's languages ('' and 'bn' for this shop), each with its offline page.
const locales = builtLocales(root);
const offlinePages = locales.map(({ prefix }) => join(prefix, 'offline/index.html'));

// 1. Static offline pages: scripts and module preloads out.
for (const file of offlinePages) {
  const path = join(root, file);
  const html = readFileSync(path, 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
  writeFileSync(path, html);
}

// 2. Every page (its HTML and, where it has one, its data file) by language.
const pages = Object.fromEntries(locales.map(({ locale }) => [locale, []]));
const hash = createHash('sha256');
for (const path of builtPages(root)) {
  if (basename(path) !== 'index.html') continue;
  const rel = relative(root, dirname(path));
  if (offlinePages.includes(join(rel, 'index.html'))) continue;
  const page = `/${rel}`;
  const data = page === '/' ? '/_.data' : `${page}.data`;
  const locale = localeOfPage(page, locales);
  pages[locale].push(page, ...(existsSync(join(root, data)) ? [data] : []));
  // A category's index of all its products: offline, sorting and filtering a long category,
  // its later pages and the search's results are made from it.
  const index = `${page}/products.json`;
  if (existsSync(join(root, index))) pages[locale].push(index);
  hash.update(readFileSync(path));
}
// Product pages (and the product shards of the order pages) are saved ahead of need only while a language's product pages and data come
// to at most PRODUCT_PAGES_AHEAD_MAX_BYTES (this shop's 184 files: 3.3 MB in English, 3.8 in
// Bengali); past that (400 products: 18 MB) a phone keeps the product pages it has seen, and
// no more. Then last: the worker stops at SAVED_PAGE_MAX_BYTES (sw/savedCopies.ts), so the list
// puts first what makes the most of the shop work offline: the other pages, each category's
// first page and its index (with which the first page sorts and filters the whole category
// offline, a later page is made when it was not kept, and the search shows its results), the
// search index, then the later listing pages (20,000 products: 796 files a language, 61 MB of
// files but 6.8 MB as the worker stores them, compressed: all of them fit), then product pages.
const PRODUCT_PAGES_AHEAD_MAX_BYTES = 5 * 1024 * 1024;
const productPage = (path) => /\/product\/[^/]+\/[^/]+?(?:\.data)?$/.test(path) && !path.endsWith('/products.json');
/** A category's listing page after its first, or its data: `/product/mugs/page/2(.data)`. */
const laterListingPage = (path) => /\/product\/[^/]+\/page\/\d+(?:\.data)?$/.test(path);
const fileOf = (path) => join(root, /\.(data|json)$/.test(path) ? path : join(path, 'index.html'));
/** A language's product shards, which the order pages load (ADR 0010): `/order-data/0.json` … */
const shardsOf = (locale) => {
  const { prefix } = locales.find((entry) => entry.locale === locale);
  const dir = join(root, prefix, 'order-data');
  const files = existsSync(dir) ? readdirSync(dir).filter((file) => /^\d+\.json$/.test(file)) : [];
  return files.map((file) => `${prefix ? `/${prefix}` : ''}/order-data/${file}`);
};
/**
 * The sharded search index (ADR 0009): its directory and term shards, the same for every
 * language (`/search-data/index.json`, `/search-data/t0.json` …).
 */
const searchDir = join(root, 'search-data');
const searchIndexFiles = existsSync(searchDir)
  ? readdirSync(searchDir)
      .filter((file) => /^(index|t\d+)\.json$/.test(file))
      .sort((a, b) => (a === 'index.json' ? -1 : b === 'index.json' ? 1 : a.localeCompare(b, 'en', { numeric: true })))
      .map((file) => `/search-data/${file}`)
  : [];
// The directory names the index's version: a new index is a new deployment for the worker.
if (searchIndexFiles.length > 0) hash.update(readFileSync(join(root, 'search-data', 'index.json')));
const productPagesAhead = {};
for (const [locale, list] of Object.entries(pages)) {
  const products = list.filter(productPage);
  const bytes = products.reduce((total, path) => total + statSync(fileOf(path)).size, 0);
  productPagesAhead[locale] = bytes <= PRODUCT_PAGES_AHEAD_MAX_BYTES;
  const laterPages = list.filter(laterListingPage);
  const ordered = [
    ...list.filter((path) => !productPage(path) && !laterListingPage(path)),
    // The search, so that it works offline: its directory and term shards. Not its row files:
    // offline, the search reads its results from the categories' indexes saved above
    // (`features/search/localSearch.ts`), which hold the same products (20,000 products: 11 MB
    // a language in row files, besides the indexes).
    ...searchIndexFiles,
    ...laterPages,
    // With the product pages, the shards the order list and Buy Now's page show them from:
    // in every language, as an order's message may be in another one (`orderMessageLocale`).
    ...(productPagesAhead[locale] ? [...products, ...locales.flatMap((entry) => shardsOf(entry.locale))] : []),
  ];
  pages[locale] = ordered;
  writeFileSync(join(root, `offline-pages.${locale}.json`), JSON.stringify(ordered));
}
const buildId = hash.digest('hex').slice(0, 12);

// 3. The worker, bundled, with its precache manifest.
const out = mkdtempSync(join(tmpdir(), 'sw-'));
await build({
  configFile: false,
  logLevel: 'warn',
  // __LOCALES__: the build's languages and prefixes, for the worker's offline page and app shell per language.
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
    __LOCALES__: JSON.stringify(locales),
    'process.env.NODE_ENV': '"production"',
  },
  build: {
    outDir: out,
    emptyOutDir: true,
    lib: { entry: 'sw/sw.ts', formats: ['iife'], name: 'shopServiceWorker', fileName: () => 'sw.js' },
  },
});
const { count, size, warnings } = await injectManifest({
  swSrc: join(out, 'sw.js'),
  swDest: join(root, 'sw.js'),
  globDirectory: root,
  globPatterns: [
    'assets/**/*.{js,css}',
    '__spa-fallback.html',
    ...offlinePages,
    '*.webmanifest',
    ...locales.filter(({ prefix }) => prefix).map(({ prefix }) => `${prefix}/*.webmanifest`),
    'icons/*.png',
    'favicon.svg',
  ],
  // Hashed file names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
  // The app shell is precached under the address hosts serve it at, /order-product:
  // /__spa-fallback.html itself is no page, and nginx answers it 404 (`internal`), which
  // would fail the worker's installation.
  manifestTransforms: [
    (entries) => ({
      manifest: entries.map((entry) =>
        entry.url === '__spa-fallback.html' ? { ...entry, url: 'order-product' } : entry,
      ),
      warnings: [],
    }),
  ],
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
rmSync(out, { recursive: true, force: true });
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(
  `service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB before compression), ` +
    `${Object.values(pages)
      .map((list) => list.length)
      .join(' + ')} page files saved on request (product pages ${
      Object.values(productPagesAhead).every(Boolean) ? 'included' : 'only once seen'
    }), build ${buildId}`,
);
