/**
 * The language links of every page (issue 11): the canonical address in the page's own
 * language and an `hreflang` alternate for each language, plus `x-default` (English).
 */
import { giftShopBengaliFonts } from '@storefront/ui/fonts/gift-shop';
import type { MetaDescriptor } from 'react-router';
import { localisePath, pageLocales, type PageLocale } from './locale';

/**
 * `<link rel="canonical">` and `<link rel="alternate" hreflang>` descriptors for a page,
 * and on a Bengali page the preloads of the Bengali font files its first paint needs.
 * @param path - the page's path without a locale prefix, e.g. '/product/custom-mugs'
 * @param locale - the page's language
 */
export function languageLinks(path: string, locale: PageLocale): MetaDescriptor[] {
  return [
    { tagName: 'link', rel: 'canonical', href: localisePath(path, locale) },
    ...pageLocales.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: other,
      href: localisePath(path, other),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: localisePath(path, 'en-IN') },
    ...(locale === 'bn-IN'
      ? giftShopBengaliFonts.map((href) => ({
          tagName: 'link',
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href,
          crossOrigin: 'anonymous',
        }))
      : []),
  ];
}
