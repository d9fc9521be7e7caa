import { reactRouter } from '@react-router/dev/vite';
import { shopData } from '@storefront/catalog/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { execFileSync } from 'node:child_process';
import { defineConfig, type Plugin } from 'vite';
import { keepServerBuild } from './scripts/keep-server-build.mjs';
import { shopFolder, webAppColours } from './shopFolder.ts';

// The shop folder this build is of (SHOP=<name>, the gift shop by default; shopFolder.ts).
const shopDir = shopFolder();

/**
 * The day the newest of `files` (in the shop's data folder) was last committed, as
 * YYYY-MM-DD, for the sitemap's <lastmod>; undefined outside a git checkout.
 */
function lastCommitted(files: string[]): string | undefined {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', ...files], {
      cwd: shopDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
  } catch {
    return undefined;
  }
}
// When the catalogue and the content last changed (a host may set them instead).
// (Only a real day is set: Node would store `undefined` as the text "undefined".)
const catalogueDay = lastCommitted(['products.csv', 'variants.csv', 'categories.csv', 'navigation.csv', 'images']);
const contentDay = lastCommitted(['content*.yaml', 'profile.yaml']);
if (catalogueDay && !process.env.VITE_SHOP_CATALOGUE_DATE) process.env.VITE_SHOP_CATALOGUE_DATE = catalogueDay;
if (contentDay && !process.env.VITE_SHOP_CONTENT_DATE) process.env.VITE_SHOP_CONTENT_DATE = contentDay;
// The year the pages are published in: the about page counts the years in the trade to it,
// the same at build and in the browser, whatever the shopper's clock says.
process.env.VITE_SHOP_BUILD_YEAR ||= String(new Date().getFullYear());

/**
 * True for a module of the framework floor: react, react-dom (with its scheduler) and
 * React Router's runtime (with the cookie parsers it imports). Paths as the bundler sees
 * them, under pnpm's node_modules/.pnpm/<package>@<version>/node_modules/<package>/.
 */
function frameworkModule(id: string): boolean {
  return /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/.test(id);
}

/**
 * True for the root route (`app/root.tsx`): the shop's frame and error page, on every page. Its
 * group takes it with every module it imports (rolldown's `includeDependenciesRecursively`)
 * into one chunk, `shell-*.js`, and `root-*.js` re-exports it. Left to itself, the bundler
 * put each module that the root and some routes share into a small chunk of its own, for the
 * routes' sake; but the root is on every page, so those chunks were always loaded together,
 * at an import list and a gzip header each: one chunk took 5.4 kB gzip off every page's first
 * load (2026-11-28: the about page's shop code 33.2 → 27.8 kB; README "Performance budgets"). The client entry stays out of it: its top-level code starts the app and must run
 * after the boot script has the route modules, not when the root's chunk is first imported.
 */
function rootModule(id: string): boolean {
  return /[\\/]app[\\/]root\.tsx$/.test(id);
}

/**
 * True for the catalogue's queries (`selectors.ts`) and the variant and price-basis rules they
 * use (`variants.ts`, `basis.ts`), in `@storefront/catalog`. The frame needs none of them (its
 * two path helpers live in `paths.ts`), so they stay off pages without products: with them in
 * the shell the about page's shop code was 24.99 kB, 23.89 kB without (2026-11-29).
 */
function catalogueRulesModule(id: string): boolean {
  return /[\\/]packages[\\/]catalog[\\/]src[\\/](selectors|variants|basis)\.ts$/.test(id);
}

/**
 * Drops the server build's stylesheet before it is written. Pages link the client build's
 * stylesheet (`style-*.css`); the server's has the same rules in another order, so another
 * name, and React Router moved it into the site as a server-only asset ("1 asset moved from
 * React Router server build to client assets"), where no page links it but the service worker
 * precached it: 52 KB, 8 KB brotli, on every first visit (until 2026-11-29).
 */
const noServerStylesheet: Plugin = {
  name: 'shop:no-server-stylesheet',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  // After Vite's CSS plugin has added the stylesheet, before its manifest lists it.
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const [fileName, output] of Object.entries(bundle)) {
      if (output.type === 'asset' && fileName.endsWith('.css')) delete bundle[fileName];
    }
  },
};

// The shop-profile check lives in react-router.config.ts (buildEnd), which can load the
// workspace's TypeScript packages; this file is loaded by plain Node and cannot.
export default defineConfig({
  // `virtual:shop-data`: this shop's data files, checked at build time (a bad row fails the build).
  // `webApp`: the installable app's manifests and icons, in the theme's brand and surface colours.
  plugins: [
    reactRouter(),
    vanillaExtractPlugin(),
    shopData({ dir: shopDir, webApp: webAppColours(shopDir) }),
    // Only when scripts/prerender.mjs runs the build: the server build for its second process (ADR 0011).
    keepServerBuild(),
    noServerStylesheet,
  ],
  // A deployment's VITE_SHOP_* settings in a `.env` file belong to its shop: read from the shop folder.
  envDir: shopDir,
  // `@shop`: the shop folder's look (its index.ts: theme class and fonts), for root.tsx.
  resolve: { alias: { '@shop': `${shopDir}/index.ts` } },
  // Pictures stay separate, cacheable, lazily loaded files instead of data URIs in JS and HTML.
  build: { assetsInlineLimit: 0, cssCodeSplit: false },
  // The search worker (app/features/search/search.worker.ts) as an ES module, so it can load
  // MiniSearch's chunk on its first search (the default format, a classic script, cannot split).
  worker: { format: 'es' },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The framework floor in a chunk of its own (`framework-*.js`): react, react-dom and
            // React Router's runtime. It changes only with their versions, so a browser keeps it
            // across the shop's releases, and `pnpm size` tells it apart from the shop's own code
            // (the first-load budget: the floor plus at most 25 KB gzip; README, "Performance budgets").
            codeSplitting: {
              groups: [
                { name: 'framework', test: frameworkModule },
                { name: 'shell', test: rootModule },
                // The catalogue's queries and its variant and price-basis rules, which the listing,
                // product, search and order pages share and the frame does not: one chunk, not three
                // (each its own file, they cost those pages 0.5-0.65 kB gzip more, 2026-11-29).
                { name: 'rules', test: catalogueRulesModule },
              ],
            },
          },
        },
      },
    },
  },
  preview: { port: 4173 },
  server: { port: 5173 },
});
