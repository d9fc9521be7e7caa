import { shopIn } from '../data/shop.server';
import { defaultLocale } from '../i18n/locale';
import { robotsTxt } from '../seo/sitemap';

/**
 * `/robots.txt`, prerendered to a file: crawl everything; the sitemap's address.
 * @throws Error at build time when the shop has no public address (profile `siteUrl`).
 */
export function loader() {
  const { profile } = shopIn(defaultLocale);
  if (!profile.siteUrl)
    throw new Error('robots.txt needs the shop’s public address: set siteUrl or VITE_SHOP_SITE_URL');
  return new Response(robotsTxt(profile.siteUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
