import { shopIn } from '../data/shop.server';
import { defaultLocale, pageLocales } from '../i18n/locale';
import { sitemapIndexXml } from '../seo/sitemap';
import { sitemapPartCount, sitemapPaths } from '../seo/sitemapParts';
import { lastModifiedOf, siteUrlOrThrow } from '../seo/sitemap.server';

/**
 * `/sitemap.xml`, prerendered to a file: the sitemap index, naming each sitemap file
 * (`/sitemaps/1.xml` …, 50,000 URLs at most each; `routes/sitemap-part.ts`).
 * @throws Error at build time when the shop has no public address (profile `siteUrl`).
 */
export function loader() {
  const siteUrl = siteUrlOrThrow();
  const count = sitemapPaths(shopIn(defaultLocale).catalogue).length * pageLocales.length;
  return new Response(sitemapIndexXml(siteUrl, sitemapPartCount(count), lastModifiedOf('/')), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
