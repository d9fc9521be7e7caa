/**
 * The language links of every page: the canonical address in the page's own
 * language and an `hreflang` alternate for each language, plus `x-default` (English).
 */
import { shopStyle } from '@shop';
import type { MetaDescriptor } from 'react-router';
import { defaultLocale, localisePath, pageLocales, type PageLocale } from '../i18n/locale';

/** `path` (a site path) as an absolute address on the shop's public origin, or as it is when the shop has none. */
export function absoluteUrl(path: string, siteUrl: string | undefined): string {
  return siteUrl && path.startsWith('/') ? `${siteUrl}${path}` : path;
}

/**
 * `<link rel="canonical">` and `<link rel="alternate" hreflang>` descriptors for a page,
 * and the preloads of the font files its first paint needs: the shop's `preloadFonts`, and
 * those it lists for the page's locale (the gift shop: Latin everywhere, Bengali on Bengali pages).
 * @param path - the page's path without a locale prefix, e.g. '/product/custom-mugs'
 * @param locale - the page's language
 * @param siteUrl - the shop's public address (profile `siteUrl`, `VITE_SHOP_SITE_URL`), e.g.
 *   'https://prints.example.in': the links are absolute on it, as search engines ask;
 *   without one they are site paths
 */
export function languageLinks(path: string, locale: PageLocale, siteUrl?: string): MetaDescriptor[] {
  const address = (target: PageLocale) => absoluteUrl(localisePath(path, target), siteUrl);
  return [
    { tagName: 'link', rel: 'canonical', href: address(locale) },
    ...pageLocales.map((other) => ({ tagName: 'link', rel: 'alternate', hrefLang: other, href: address(other) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: address(defaultLocale) },
    ...[...shopStyle.preloadFonts, ...(shopStyle.preloadFontsByLocale?.[locale] ?? [])].map((href) => ({
      tagName: 'link',
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
      href,
      crossOrigin: 'anonymous',
    })),
  ];
}
