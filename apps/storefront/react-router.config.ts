import type { Config } from '@react-router/dev/config';
import {
  categoryPagePaths,
  categoryPaths,
  contentCategoryLinks,
  formerProductPaths,
  listingIndexPath,
  productPaths,
  productShardCount,
  localePathPrefix,
  resolveShopProfile,
} from '@storefront/catalog';
import { loadShopData } from '@storefront/catalog/data';
import { writeFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { productShardPath } from './app/lib/productShards.ts';
import { searchRowFileCount, searchTermShardCount } from '@storefront/catalog/search';
import { searchDirectoryPath, searchRowsPath, searchTermShardPath } from './app/features/search/searchFiles.ts';
import { sitemapPartCount, sitemapPartPath, sitemapPaths } from './app/seo/sitemapParts.ts';
import { shopFolder } from './shopFolder.ts';

// The same data files the app's `virtual:shop-data` serves; a bad row stops the build here already.
const shop = loadShopData(shopFolder());
// The shop's locales, the default first: every page is prerendered in each.
const locales = shop.profile.locales ?? ['en-IN'];
// A long category's later listing pages (48 products each: /product/mugs/page/2 …), and each
// category's index of all its products (/product/mugs/products.json), which sorting and
// filtering a long category fetch and the search reads its results from offline.
const laterListingPages = categoryPagePaths(shop.catalogue);
const listingIndexes = shop.catalogue.categories.map((category) => listingIndexPath(`/product/${category.slug}`));

/** `path` in each of the shop's locales: the default's at today's address, the others under their language, e.g. /bn. */
function inEveryLocale(path: string): string[] {
  return locales.map((locale) => {
    const prefix = localePathPrefix(locale, locales);
    return prefix && path === '/' ? prefix : prefix + path;
  });
}

// Every page in each of the shop's locales.
const pagePaths = [
  '/',
  '/about-us',
  '/search',
  '/order-list',
  // Made into the service worker's static offline page.
  '/offline',
  // The not-found page, moved to 404.html by scripts/not-found.mjs: the hosts answer every
  // unknown address with it, readable before any JavaScript runs.
  '/404',
  ...categoryPaths(shop.catalogue, [...shop.catalogue.navigation, ...contentCategoryLinks(shop.content)]),
  ...laterListingPages,
  ...listingIndexes,
  ...productPaths(shop.catalogue),
  // The old addresses of products grouped as variants keep working, each on its variant.
  ...formerProductPaths(shop.catalogue),
  // The product shards the order pages load their products from (ADR 0010).
  ...Array.from({ length: productShardCount(shop.catalogue.products.length) }, (_, shard) => productShardPath(shard)),
  // The search index's row files (ADR 0009), ⌈N / 24⌉ a language: the results' cards.
  ...Array.from({ length: searchRowFileCount(shop.catalogue.products.length) }, (_, n) => searchRowsPath(n)),
]
  .flatMap(inEveryLocale)
  // Written from the catalogue too: the sitemap index, its files, and robots.txt.
  .concat(
    '/sitemap.xml',
    ...Array.from({ length: sitemapPartCount(sitemapPaths(shop.catalogue).length * locales.length) }, (_, index) =>
      sitemapPartPath(index + 1),
    ),
    '/robots.txt',
    // The sharded search index (ADR 0009), one for every language: its directory and ⌈N / 200⌉
    // term shards (`buildSearchIndex` makes exactly that many).
    searchDirectoryPath,
    ...Array.from({ length: searchTermShardCount(shop.catalogue.products.length) }, (_, n) => searchTermShardPath(n)),
  );

/**
 * The share of the product pages that the second process prerenders (ADR 0011): 55 in every
 * 100, spread evenly through the catalogue. React Router keeps every page that is not a
 * product's (listings, redirects, resource files: about 2,300 at 20,000 products), so with half
 * the product pages the second process finished 37 s before it; with 55 %, 5 s after, and the
 * 20,000-product build took 6 min 45 s instead of 7 min 17 s (2026-11-29, the same evening).
 */
const SIDE_SHARE = 0.55;

/**
 * The product pages (in each locale) that scripts/prerender-side.mjs prerenders on the
 * machine's second core while React Router prerenders the rest (ADR 0011): `SIDE_SHARE` of
 * them. Only when scripts/prerender.mjs runs the build: it names the folder
 * (`SHOP_PRERENDER_SIDE`) where this list is written, as `paths.json`. Otherwise empty, and
 * React Router prerenders every page itself.
 */
const sidePages = new Set<string>();
const sideFolder = process.env.SHOP_PRERENDER_SIDE;
if (sideFolder) {
  productPaths(shop.catalogue).forEach((path, index) => {
    // Product `index` is the side's when the running count of its share steps up there.
    if (Math.floor((index + 1) * SIDE_SHARE) > Math.floor(index * SIDE_SHARE)) {
      inEveryLocale(path).forEach((page) => sidePages.add(page));
    }
  });
  writeFileSync(`${sideFolder}/paths.json`, JSON.stringify([...sidePages]));
}

/**
 * No server: every static route is prerendered to HTML at build time (home, about,
 * each category page including `/product/Calendar`, every product page, and the shells of
 * `/search` and `/order-list`, and the not-found page), each in English and in Bengali
 * (`/bn/...`), so content is there before JavaScript runs. `/order-product` uses the SPA fallback.
 */
export default {
  ssr: false,
  // `build/` unless SHOP_BUILD_DIR names another folder: the end-to-end tests build a variant
  // of the shop (another VITE_SHOP_* setting) beside the one they serve (e2e/deployments.ts).
  buildDirectory: process.env.SHOP_BUILD_DIR || 'build',
  // Opt in to React Router 8 behaviour now, so the upgrade is not a rewrite.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  // Every page in each of the shop's locales (`pagePaths`, above), less the product pages a
  // second process prerenders beside React Router when scripts/prerender.mjs runs the build.
  prerender: pagePaths.filter((path) => !sidePages.has(path)),
  /**
   * A malformed VITE_SHOP_* value fails the build (ShopProfileError); the documented
   * placeholder WhatsApp number builds, with a warning nobody can miss.
   */
  buildEnd({ viteConfig }) {
    // loadEnv reads .env files and VITE_SHOP_* variables of the environment alike.
    const profile = resolveShopProfile(
      shop.profile,
      loadEnv(viteConfig.mode, viteConfig.envDir || viteConfig.root, 'VITE_SHOP_'),
    );
    if (!profile.siteUrl || new URL(profile.siteUrl).hostname.endsWith('.example')) {
      console.warn(
        `\n\x1b[1;43;30m  WARNING: PLACEHOLDER SITE ADDRESS (${profile.siteUrl ?? 'none'}). Canonical links, link previews,\n  structured data and sitemap.xml point there. Set VITE_SHOP_SITE_URL to the shop's public\n  address (e.g. https://prints.example.in) and rebuild before publishing. See README.\x1b[0m\n`,
      );
    }
    if (profile.isPlaceholderContact) {
      const line = '!'.repeat(76);
      console.warn(
        `\n\x1b[1;41;97m${line}\n  WARNING: PLACEHOLDER WHATSAPP NUMBER. Every order will go to +${profile.whatsAppNumber}.\n  Set VITE_SHOP_WHATSAPP (country code + number, e.g. 919876543210) and rebuild\n  before publishing this shop. See README, "Configure the shop".\n${line}\x1b[0m\n`,
      );
    }
  },
} satisfies Config;
