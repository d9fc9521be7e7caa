/**
 * The page's language and its addresses. The shop's locales are data: its
 * profile lists them (`virtual:shop-data/locales`), the first is the default at today's
 * addresses ('/product/mugs'), and every other one has its pages under its language
 * ('/bn/product/mugs', '/bn' for the home page). A page is in one language, set once per
 * render from its address by the root layout, which gives it to components through React
 * context ({@link useLocale}) and to the message functions ({@link setPageLocale}). No other
 * module names a locale.
 */
import { localePathPrefix, type ShopLocale } from '@storefront/catalog';
import { setUiLocale } from '@storefront/ui';
import { locales } from 'virtual:shop-data/locales';
import { createContext, useContext } from 'react';
import { overwriteGetLocale } from '../paraglide/runtime.js';

/** A locale a page can be in (one of the platform's: 'en-IN', 'bn-IN'). */
export type PageLocale = ShopLocale;

/** Every locale the shop's pages exist in, the default (`x-default`) first. */
export const pageLocales: readonly PageLocale[] = locales;

/** The default locale: the shop's first, whose pages have no prefix. */
export const defaultLocale: PageLocale = pageLocales[0] ?? 'en-IN';

/** The address prefix of each locale: the default has none. */
const prefixes = new Map(pageLocales.map((locale) => [locale, localePathPrefix(locale, pageLocales)]));

/** The locale a site path is in: '/bn', '/bn/…' → 'bn-IN'; anything else the default. */
export function localeOfPath(pathname: string): PageLocale {
  for (const [locale, prefix] of prefixes) {
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return locale;
  }
  return defaultLocale;
}

/**
 * A site path without its locale prefix: '/bn/product/mugs' → '/product/mugs', '/bn' → '/'.
 * A trailing slash (as prerendering sees paths: '/order-list/') is dropped, except for '/';
 * leading slashes and backslashes become one slash.
 */
export function pathWithoutLocale(pathname: string): string {
  const bare = pathname.slice(prefixes.get(localeOfPath(pathname))?.length ?? 0);
  // One leading slash: '//evil.example' or '/\evil.example' in the address bar
  // must not become a link off the shop in the language switch.
  const trimmed = bare.replace(/^[/\\]*/, '/').replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/**
 * `href` in `locale`: a site path ('/product/mugs?sort=name') gets the locale's prefix
 * ('/bn/product/mugs?sort=name'; '/' → '/bn'). Anything else (an external URL, `mailto:`,
 * a fragment, a path already in a locale) is returned unchanged.
 */
export function localisePath(href: string, locale: PageLocale): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  if (localeOfPath(path) !== defaultLocale) return href;
  const prefix = prefixes.get(locale) ?? '';
  if (prefix === '') return href;
  return `${path === '/' ? prefix : prefix + path}${rest}`;
}

/** The same page in `locale`: '/bn/product/mugs' in 'en-IN' → '/product/mugs'. */
export function switchLocale(pathname: string, locale: PageLocale): string {
  return localisePath(pathWithoutLocale(pathname), locale);
}

/**
 * The page's locale for components: the root layout provides it, from the address, once
 * per render, and a component reads it with {@link useLocale}; a helper outside React takes
 * it as a parameter. No component works it out from the address again.
 */
export const LocaleContext = createContext<PageLocale>(defaultLocale);

/** The locale of the page being rendered, from {@link LocaleContext}: 'en-IN', 'bn-IN'. */
export function useLocale(): PageLocale {
  return useContext(LocaleContext);
}

/*
 * The message functions (`m.*()`, the app's and the design system's Paraglide messages)
 * are plain functions outside React: they ask the Paraglide runtime for the locale, and the
 * runtime's `getLocale` answers with the value the root layout set for this render, the same
 * value it provides through {@link LocaleContext} (Paraglide's documented hook for a
 * framework that knows the locale, `overwriteGetLocale`). A helper that must not depend on
 * which page rendered last passes `{ locale }` to the message itself.
 */
let current: PageLocale = defaultLocale;
overwriteGetLocale(() => current);

/**
 * Makes `locale` the language of the message functions, the app's and the design system's.
 * Called only by the root layout as each page renders, before anything below it, with the
 * locale it provides to components.
 */
export function setPageLocale(locale: PageLocale): void {
  current = locale;
  setUiLocale(locale);
}
