// `pnpm bench:scale <N>`: the shop at N products. Writes the benchmark catalogue
// (`pnpm catalog:synth <N>`), builds it as `pnpm build` does (prerender, service worker,
// precompressed copies), and measures what grows with the catalogue against the
// 20,000-product targets (README, "Fast, findable and offline"):
//
//   pnpm bench:scale 2000                        pictures as catalog:synth makes them
//   pnpm bench:scale 400 --pictures 2 --picture-size 64 --ci
//   pnpm bench:scale 2000 --no-lighthouse     without the Lighthouse runs (about 3 min less)
//   pnpm bench:scale 2000 --no-build          measures the last build of 2,000 again
//
// Prints one table and writes bench-scale-<N>.json. With --ci it exits 1 when a per-page
// target is missed (a page's size or product count, the sitemap's files, the first-load
// JavaScript, what offline needs for every category page and the search), or, for a target
// not met yet, when the figure passes its enforced ceiling.
// Lighthouse runs on the largest category and on search (printed, not enforced). Search is
// measured per query too (scripts/searchQueries.mjs): its download is enforced, its time printed.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { searchQueryFigures } from './searchQueries.mjs';

const root = join(import.meta.dirname, '..');
const app = join(root, 'apps', 'storefront');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const count = Number(args[0]);
if (!Number.isInteger(count) || count < 17) {
  console.error(
    'Usage: pnpm bench:scale <N> [--seed s] [--pictures K] [--picture-size px] [--no-build] [--no-lighthouse] [--search-runs n] [--ci]',
  );
  process.exit(2);
}
const passOn = ['--seed', '--pictures', '--picture-size'].flatMap((name) =>
  option(name) === undefined ? [] : [name, option(name)],
);
const seed = option('--seed') ?? '1';
const folder = join(root, 'node_modules', '.cache', 'catalog-synth', `bench-${count}-${seed}`);
// Inside the app's folder: the prerender's server build finds the app's packages from there.
const buildDir = join(app, 'node_modules', '.cache', `bench-scale-${count}`);

/** The decided targets, per page at any catalogue size, and the build's at 20,000. */
const targets = {
  htmlKB: 60,
  productsPerPage: 48,
  sitemapUrls: 50_000,
  shopCodeKB: 25,
  buildMinutes: 10,
  storedMB: 25,
  // Lighthouse, mobile preset, on the largest category's first page and on search.
  categoryPerformance: 98,
  categoryTbtMs: 50,
  searchPerformance: 95,
  searchTbtMs: 200,
  // One query, typed cold after focusing the field: index and code downloaded, and the time
  // from the input to the first suggestion at 4× CPU slowdown.
  searchQueryKB: 150,
  searchQueryMs: 100,
};
/**
 * What `--ci` enforces where a target is not met yet: today's figure with a little room,
 * so a change that makes a page bigger fails CI while the target is still being worked
 * towards (as `.size-limit.cjs` does for the first-load JavaScript). Lower them as the
 * figures fall; drop one when its target is met.
 */
const ceilings = {
  // The biggest page at 1,000, 2,000 and 5,000 products: 48 Bengali business cards, 175-189 KB (2026-11-27).
  htmlKB: 195,
  // The biggest listing page's route (not `.size-limit.cjs`'s SHOP_CODE_LIMIT, 53 kB, which the
  // order list sets): 38.3 kB at 2,000 and at 20,000 products (2026-11-29), with a little room.
  shopCodeKB: 40,
};

const started = Date.now();
// --no-build measures the last build of this N again (its build time is then not known).
const rebuild = !args.includes('--no-build');
let buildSeconds;
if (rebuild) {
  execFileSync('pnpm', ['catalog:synth', String(count), '--out', folder, ...passOn], { cwd: root, stdio: 'inherit' });
  rmSync(buildDir, { recursive: true, force: true });
  const buildStart = Date.now();
  const built = spawnSync('pnpm', ['--filter', '@storefront/app', 'build'], {
    cwd: root,
    env: { ...process.env, SHOP_DIR: folder, SHOP_BUILD_DIR: buildDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  buildSeconds = Math.round((Date.now() - buildStart) / 1000);
}
const client = join(buildDir, 'client');

/** Every file of the build: path relative to the site, bytes. */
const files = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else files.push({ path: `/${relative(client, path)}`, bytes: statSync(path).size });
  }
};
walk(client);
/** Each file's bytes by its path in the site. */
const bytesAt = new Map(files.map((file) => [file.path, file.bytes]));
const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
const precompressed = files.filter((file) => /\.(br|gz)$/.test(file.path));
const pages = files.filter((file) => basename(file.path) === 'index.html');
const read = (path) => readFileSync(join(client, path), 'utf8');

// Listing pages: every category page and its later pages, in each language.
const listing = pages
  .filter((file) => /^(?:\/[a-z]{2,3})?\/product\/[^/]+(?:\/page\/\d+)?\/index\.html$/.test(file.path))
  .map((file) => ({ ...file, products: (read(file.path).match(/<article\b/g) ?? []).length }));
const biggestListing = listing.reduce((most, page) => (page.bytes > most.bytes ? page : most), listing[0]);

// The sitemap index and its files.
const sitemapFiles = [...read('/sitemap.xml').matchAll(/<loc>[^<]*?(\/sitemaps\/\d+\.xml)<\/loc>/g)].map((m) => m[1]);
const sitemapUrls = sitemapFiles.map((file) => (read(file).match(/<url>/g) ?? []).length);

// First-load JavaScript, gzip, in two parts (as .size-limit.cjs), on the biggest listing page.
const firstLoad = (page) => {
  const scripts = [...new Set(read(page).match(/\/assets\/[^"']+\.js/g) ?? [])];
  const gzip = (list) => list.reduce((total, script) => total + gzipSync(readFileSync(join(client, script))).length, 0);
  return {
    frameworkKB: gzip(scripts.filter((script) => /\/framework-/.test(script))) / 1024,
    shopCodeKB: gzip(scripts.filter((script) => !/\/framework-/.test(script))) / 1024,
  };
};
const js = firstLoad(biggestListing.path);

// What the service worker stores: its precache (code, styles, offline pages) and the pages it
// saves in the background, kept gzip-compressed (sw/storedCompressed.ts) and capped by
// SAVED_PAGE_MAX_BYTES (sw/savedCopies.ts).
const precached = [...read('/sw.js').matchAll(/"url":"([^"]+)"/g)].map((m) => `/${m[1]}`);
const precacheKB = Math.round(
  precached.reduce(
    (total, url) => total + (bytesAt.get(url) ?? bytesAt.get(`${url}/index.html`) ?? bytesAt.get(`${url}.html`) ?? 0),
    0,
  ) / 1024,
);
/** Each language's background save list (a phone saves its own language's: `offline-pages.<locale>.json`). */
const offlineLists = readdirSync(client)
  .filter((name) => /^offline-pages\..+\.json$/.test(name))
  .map((name) => JSON.parse(read(`/${name}`)));
/** A saved page's bytes as the worker stores it: gzip-compressed (sw/storedCompressed.ts), memoised. */
const storedBytes = new Map();
const sizeOf = (path) => {
  const file = /\.(data|json)$/.test(path) ? path : `${path === '/' ? '' : path}/index.html`;
  if (!storedBytes.has(file)) {
    storedBytes.set(file, bytesAt.has(file) ? gzipSync(readFileSync(join(client, file))).length : 0);
  }
  return storedBytes.get(file);
};
/** The language whose list is biggest: what one phone stores at most. */
const offlineList = offlineLists.reduce(
  (most, list) => (list.reduce((t, p) => t + sizeOf(p), 0) > most.reduce((t, p) => t + sizeOf(p), 0) ? list : most),
  [],
);
const offlineMB = offlineList.reduce((total, path) => total + sizeOf(path), 0) / 1024 / 1024;
/**
 * What makes every category page and the search work offline: the save list before its later
 * listing pages and product pages (the other pages, each category's first page and index, the
 * search's directory and shards; a later listing page is made from its category's index, a
 * search result from its category's index). The most of any language, in MB as stored.
 */
const laterOrProduct = (path) =>
  /\/product\/[^/]+\/page\/\d+(?:\.data)?$/.test(path) ||
  (/\/product\/[^/]+\/[^/]+?(?:\.data)?$/.test(path) && !path.endsWith('/products.json'));
const essentialLists = offlineLists.map((list) => list.filter((path) => !laterOrProduct(path)));
const essentialMB = Math.max(
  0,
  ...essentialLists.map((list) => list.reduce((total, path) => total + sizeOf(path), 0) / 1024 / 1024),
);
/** The worker's background saving stops past this many MB (sw/savedCopies.ts, SAVED_PAGE_MAX_BYTES). */
const savedMaxMB = Number(
  /SAVED_PAGE_MAX_BYTES = (\d+) \* 1024 \* 1024/.exec(readFileSync(join(app, 'sw', 'savedCopies.ts'), 'utf8'))?.[1] ??
    NaN,
);
const productPagesAhead = offlineLists
  .flat()
  .filter((path) => /\/product\/[^/]+\/[^/]+$/.test(path) && !/products\.json$/.test(path)).length;

// The biggest JavaScript files (the catalogue's data modules and the search index grow with N).
const biggestScripts = files
  .filter((file) => file.path.startsWith('/assets/') && file.path.endsWith('.js'))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 3)
  .map((file) => ({
    file: file.path,
    KB: Math.round(file.bytes / 1024),
    brKB: Math.round(brotliCompressSync(readFileSync(join(client, file.path))).length / 1024),
  }));

// Lighthouse as `pnpm bench` takes it (HTTPS with HTTP/2, mobile preset, median of
// --lighthouse-runs, default 3) on the largest category's first page, in both languages, and
// on search; --no-lighthouse skips it (CI: its time-based figures wait for a calm machine).
let lighthouseResults = [];
if (!args.includes('--no-lighthouse')) {
  const pagesPerCategory = new Map();
  for (const page of listing) {
    const slug = /\/product\/([^/]+)/.exec(page.path)[1];
    pagesPerCategory.set(slug, (pagesPerCategory.get(slug) ?? 0) + 1);
  }
  const largest = [...pagesPerCategory].sort((a, b) => b[1] - a[1])[0][0];
  const reportFile = join(buildDir, 'lighthouse.json');
  const measured = spawnSync(
    'node',
    [
      join(root, 'scripts', 'bench.mjs'),
      ...['--no-build', '--no-navigation', '--site', client, '--out', reportFile],
      ...['--runs', option('--lighthouse-runs') ?? '3'],
      ...['--pages', `category=/product/${largest},category=/bn/product/${largest},search=/search?q=mug`],
    ],
    { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (measured.status !== 0) process.exit(measured.status ?? 1);
  lighthouseResults = JSON.parse(readFileSync(reportFile, 'utf8')).results.map((result) =>
    Object.fromEntries(Object.entries(result).filter(([key]) => key !== 'runs')),
  );
}

// Search, query by query (README, "Fast, findable and offline"): typos, prefixes, Bengali.
// Timed once the build's files are on disk, as Lighthouse is (scripts/bench.mjs says why).
spawnSync('sync', { stdio: 'ignore' });
const searchQueries = ['mug', 'visiting card', 'bussiness card', 'photo fr', 'বিয়ের কার্ড'];
const searchFigures = await (async () => {
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const server = spawn('node', ['scripts/serve.mjs', client], {
    cwd: app,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => String(chunk).includes('Serving') && resolve());
      server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
    return await searchQueryFigures({
      baseUrl: `http://localhost:${port}`,
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      queries: searchQueries,
      runs: Number(option('--search-runs') ?? 3),
    });
  } finally {
    server.kill();
  }
})();
const heaviestQuery = searchFigures.reduce((most, figure) => (figure.KB > most.KB ? figure : most));
const slowestQuery = searchFigures.reduce((most, figure) => (figure.ms > most.ms ? figure : most));

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const rows = [
  [
    'build (prerender, service worker, compression)',
    buildSeconds === undefined
      ? 'not built (--no-build)'
      : `${Math.floor(buildSeconds / 60)} min ${buildSeconds % 60} s`,
    count >= 20_000 && buildSeconds !== undefined ? buildSeconds <= targets.buildMinutes * 60 : undefined,
  ],
  ['pages (index.html)', pages.length],
  ['files / MB', `${files.length} / ${(sum(files) / 1024 / 1024).toFixed(0)}`],
  ['of them precompressed copies / MB', `${precompressed.length} / ${(sum(precompressed) / 1024 / 1024).toFixed(0)}`],
  ['listing pages', listing.length],
  [
    'biggest listing page HTML, KB',
    `${kb(biggestListing.bytes)} (${biggestListing.path})`,
    kb(biggestListing.bytes) <= targets.htmlKB,
  ],
  [
    'most products on a listing page',
    Math.max(...listing.map((page) => page.products)),
    Math.max(...listing.map((page) => page.products)) <= targets.productsPerPage,
  ],
  [
    'sitemap files / most URLs in one',
    `${sitemapFiles.length} / ${Math.max(...sitemapUrls)}`,
    Math.max(...sitemapUrls) <= targets.sitemapUrls,
  ],
  [
    'first load on it: framework / shop code, KB gzip',
    `${js.frameworkKB.toFixed(1)} / ${js.shopCodeKB.toFixed(1)}`,
    js.shopCodeKB <= targets.shopCodeKB,
  ],
  ['service worker precache, KB', precacheKB],
  [
    `offline: every category page and the search, MB with the precache (the worker saves ${savedMaxMB} MB)`,
    `${(essentialMB + precacheKB / 1024).toFixed(1)} (${Math.max(...essentialLists.map((list) => list.length))} files)`,
    essentialMB + precacheKB / 1024 <= targets.storedMB && essentialMB <= savedMaxMB,
  ],
  [
    'pages saved ahead, one language, in all (listed / MB; later pages and product pages past the above)',
    `${offlineList.length} / ${offlineMB.toFixed(1)}`,
  ],
  ['product pages saved ahead of need', productPagesAhead, productPagesAhead === 0],
  [
    'search: most one query downloads, KB br (index and code)',
    `${heaviestQuery.KB} ('${heaviestQuery.query}', ${heaviestQuery.files.length} files)`,
    heaviestQuery.KB <= targets.searchQueryKB,
  ],
  [
    'search: slowest query, ms to its first suggestion (4× CPU; with the worker, unthrottled)',
    `${slowestQuery.ms} ('${slowestQuery.query}'; median of runs; ${slowestQuery.workerMs})`,
    slowestQuery.ms <= targets.searchQueryMs,
  ],
  ...biggestScripts.map((script) => [`script ${script.file}, KB / br`, `${script.KB} / ${script.brKB}`]),
  ...lighthouseResults.map((result) => {
    const search = result.type === 'search';
    return [
      `Lighthouse ${result.path}: perf / LCP ms / TBT ms / JS KB br (benchmark index)`,
      `${result.performance} / ${result.lcpMs} / ${result.tbtMs} / ${result.jsKB} (${result.benchmarkIndex})`,
      search
        ? result.performance >= targets.searchPerformance && result.tbtMs <= targets.searchTbtMs
        : result.performance >= targets.categoryPerformance && result.tbtMs <= targets.categoryTbtMs,
    ];
  }),
];
/** Past its target, is a figure still within the ceiling CI enforces meanwhile? */
const withinCeiling = { 5: kb(biggestListing.bytes) <= ceilings.htmlKB, 8: js.shopCodeKB <= ceilings.shopCodeKB };
const mark = (ok, index) =>
  ok === undefined ? '' : ok ? '✓' : index in withinCeiling && withinCeiling[index] ? '✗ (within the CI ceiling)' : '✗';
const width = Math.max(...rows.map(([name]) => name.length));
console.log(
  `\npnpm bench:scale ${count} (seed ${seed}), ${new Date().toISOString().slice(0, 10)}, ${Math.round((Date.now() - started) / 1000)} s in all\n`,
);
rows.forEach(([name, value, ok], index) =>
  console.log(`${name.padEnd(width)}  ${String(value).padEnd(40)} ${mark(ok, index)}`),
);

const report = {
  date: new Date().toISOString(),
  products: count,
  seed,
  targets,
  ceilings,
  buildSeconds,
  pages: pages.length,
  files: files.length,
  bytes: sum(files),
  precompressed: { files: precompressed.length, bytes: sum(precompressed) },
  listing: {
    pages: listing.length,
    biggest: biggestListing,
    mostProducts: Math.max(...listing.map((page) => page.products)),
  },
  sitemap: { files: sitemapFiles.length, urls: sitemapUrls },
  firstLoad: { page: dirname(biggestListing.path), ...js },
  serviceWorker: {
    precacheKB,
    savedAhead: offlineList.length,
    savedAheadMB: offlineMB,
    essentialMB,
    savedMaxMB,
    productPagesAhead,
  },
  biggestScripts,
  search: searchFigures,
  lighthouse: lighthouseResults,
};
writeFileSync(join(root, `bench-scale-${count}.json`), `${JSON.stringify(report, null, 2)}\n`);
// Per page, at any size, what CI enforces: each target, or its ceiling while the target is not met.
// What offline needs for every category page and the search (row 10) is enforced too, and the
// search's download (row 13) per query, at any size; the search's time waits for a calm machine.
const missed = [5, 6, 7, 8, 10, 13].filter((index) => rows[index][2] === false && withinCeiling[index] !== true);
if (args.includes('--ci') && missed.length > 0) {
  console.error(`bench:scale: over the enforced limit: ${missed.map((index) => rows[index][0]).join('; ')}`);
  process.exit(1);
}
