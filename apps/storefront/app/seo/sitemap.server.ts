/** The build's facts the sitemap files need, for their route loaders only (build time). */
import { shopIn } from '../data/shop.server';
import { defaultLocale } from '../i18n/locale';

/**
 * The day a sitemap page last changed, from the build's dates: the about page changes with
 * the shop's words, the home page with the words or the catalogue, every other page with the catalogue.
 */
export function lastModifiedOf(path: string): string | undefined {
  const { VITE_SHOP_CATALOGUE_DATE: catalogueDay, VITE_SHOP_CONTENT_DATE: contentDay } = import.meta.env;
  const newest = [catalogueDay, contentDay]
    .filter((day) => day && /^\d{4}-\d{2}-\d{2}$/.test(day))
    .sort()
    .at(-1);
  return path === '/' ? newest : path === '/about-us' ? contentDay : catalogueDay;
}

/**
 * The shop's public address, e.g. 'https://prints.example.in'.
 * @throws Error when the shop has none (profile `siteUrl`, VITE_SHOP_SITE_URL): the build fails.
 */
export function siteUrlOrThrow(): string {
  const { profile } = shopIn(defaultLocale);
  if (!profile.siteUrl)
    throw new Error('sitemap.xml needs the shop’s public address: set siteUrl or VITE_SHOP_SITE_URL');
  return profile.siteUrl;
}
