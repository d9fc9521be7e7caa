/**
 * The language links of every page (issue 11): the canonical address in the page's own
 * language and an `hreflang` alternate for each language, plus `x-default` (English).
 */
import type { MetaDescriptor } from 'react-router';
import { localisePath, pageLocales, type PageLocale } from './locale';

/**
 * `<link rel="canonical">` and `<link rel="alternate" hreflang>` descriptors for a page.
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
  ];
}
