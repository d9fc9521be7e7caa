import { productPaths } from '@storefront/catalog';
import { shopIn } from '../data/shop.server';
import { defaultLocale } from '../i18n/locale';
import { sitemapXml } from '../seo/sitemap';

/**
 * `/sitemap.xml`, prerendered to a file: the home and about pages, every
 * category (lower-case addresses only) and every product, in English and in Bengali.
 * @throws Error at build time when the shop has no public address (profile `siteUrl`).
 */
export function loader() {
  const { catalogue, profile } = shopIn(defaultLocale);
  if (!profile.siteUrl)
    throw new Error('sitemap.xml needs the shop’s public address: set siteUrl or VITE_SHOP_SITE_URL');
  const paths = [
    '/',
    '/about-us',
    ...catalogue.categories.map((category) => `/product/${category.slug}`),
    ...productPaths(catalogue),
  ];
  // Each page changes with its data: the about page with the shop's words, the home page
  // with either, every other page with the catalogue.
  const { VITE_SHOP_CATALOGUE_DATE: catalogueDay, VITE_SHOP_CONTENT_DATE: contentDay } = import.meta.env;
  const newest = [catalogueDay, contentDay]
    .filter((day) => day && /^\d{4}-\d{2}-\d{2}$/.test(day))
    .sort()
    .at(-1);
  const lastModified = (path: string) => (path === '/' ? newest : path === '/about-us' ? contentDay : catalogueDay);
  return new Response(sitemapXml(paths, profile.siteUrl, undefined, lastModified), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
}
