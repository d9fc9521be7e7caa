/**
 * What the sitemap lists and how it is cut into files: the sitemaps protocol allows at most
 * 50,000 URLs (and 50 MB) per file, so `/sitemap.xml` is a sitemap index naming
 * `/sitemaps/1.xml`, `/sitemaps/2.xml`… Imports the catalogue package only:
 * `react-router.config.ts` counts the files to prerender with it.
 */
import { categoryPagePaths, productPaths, type Catalogue } from '@storefront/catalog';

/**
 * The pages to index, as site paths without a language: the home and about pages, every
 * category (lower-case addresses only) with its later listing pages, and every product.
 * Search results, the order list and the offline page are one visitor's, not a search engine's.
 */
export function sitemapPaths(catalogue: Catalogue): string[] {
  return [
    '/',
    '/about-us',
    ...catalogue.categories.map((category) => `/product/${category.slug}`),
    // A long category's later pages are canonical addresses of their own.
    ...categoryPagePaths(catalogue),
    ...productPaths(catalogue),
  ];
}

/** The most `<url>` entries one sitemap file holds (the protocol's limit). */
export const sitemapMaxUrls = 50_000;

/** The most bytes one sitemap file may have, uncompressed (the protocol's limit, 50 MiB). */
export const sitemapMaxBytes = 50 * 1024 * 1024;

/**
 * How many sitemap files `urlCount` URLs fill, `perFile` to a file: at least 1.
 * @throws RangeError when `perFile` is not a whole number of at least 1.
 */
export function sitemapPartCount(urlCount: number, perFile: number = sitemapMaxUrls): number {
  if (!Number.isInteger(perFile) || perFile < 1) throw new RangeError('perFile must be a whole number ≥ 1');
  return Math.max(1, Math.ceil(urlCount / perFile));
}

/** The address of sitemap file `part` (1-based): `/sitemaps/1.xml`. */
export const sitemapPartPath = (part: number): string => `/sitemaps/${part}.xml`;
