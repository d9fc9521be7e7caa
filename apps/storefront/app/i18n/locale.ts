/**
 * The page's language and its addresses (issue 11). English pages keep today's
 * addresses ('/product/mugs'); every page also exists in Bengali under `/bn`
 * ('/bn/product/mugs', '/bn' for the home page). A page is in one language, set once per
 * render from its address ({@link setPageLocale}); the app's and the design system's
 * Paraglide messages read it.
 */
import { shopLocales, type ShopLocale } from '@storefront/catalog';
import { setUiLocale } from '@storefront/ui';
import { overwriteGetLocale } from '../paraglide/runtime.js';

/** A locale a page can be in: 'en-IN' or 'bn-IN'. */
export type PageLocale = ShopLocale;

/** Every locale a page exists in, English (the default, `x-default`) first. */
export const pageLocales: readonly PageLocale[] = shopLocales;

/** The address prefix of each locale: English pages have none. */
const prefixes: Readonly<Record<PageLocale, string>> = { 'en-IN': '', 'bn-IN': '/bn' };

/** The locale a site path is in: '/bn', '/bn/…' → 'bn-IN'; anything else 'en-IN'. */
export function localeOfPath(pathname: string): PageLocale {
  return /^\/bn(?:\/|$)/.test(pathname) ? 'bn-IN' : 'en-IN';
}

/**
 * A site path without its locale prefix: '/bn/product/mugs' → '/product/mugs', '/bn' → '/'.
 * A trailing slash (as prerendering sees paths: '/order-list/') is dropped, except for '/';
 * leading slashes and backslashes become one slash.
 */
export function pathWithoutLocale(pathname: string): string {
  const bare = localeOfPath(pathname) === 'en-IN' ? pathname : pathname.slice(prefixes['bn-IN'].length);
  // One leading slash (issue 13): '//evil.example' or '/\evil.example' in the address bar
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
  if (localeOfPath(path) !== 'en-IN') return href;
  const prefix = prefixes[locale];
  if (prefix === '') return href;
  return `${path === '/' ? prefix : prefix + path}${rest}`;
}

/** The same page in `locale`: '/bn/product/mugs' in 'en-IN' → '/product/mugs'. */
export function switchLocale(pathname: string, locale: PageLocale): string {
  return localisePath(pathWithoutLocale(pathname), locale);
}

let current: PageLocale = 'en-IN';
overwriteGetLocale(() => current);

/**
 * Makes `locale` the language of every message from now on: the app's and the design
 * system's. Called by the root layout as each page renders, before anything below it.
 */
export function setPageLocale(locale: PageLocale): void {
  current = locale;
  setUiLocale(locale);
}

/** The language set by {@link setPageLocale}. */
export function pageLocale(): PageLocale {
  return current;
}
