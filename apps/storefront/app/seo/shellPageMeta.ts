import type { MetaDescriptor } from 'react-router';
import { frameIn } from '../shop';
import { localeOfPath, type PageLocale } from '../i18n/locale';
import { pageMeta } from './pageMeta';

/**
 * The meta of a page prerendered as a shell whose content the browser fills in (search
 * results, the order list): its title, the shop's tagline as description, the canonical
 * address without any query, link previews with the shop card, and `noindex`: what these
 * pages show belongs to one visitor, not to a search engine.
 * @param pathname - the address being shown, which gives the language
 * @param path - the page's path without a language, e.g. '/search'
 * @param title - the title in `locale` for the shop's name
 */
export function shellPageMeta(
  pathname: string,
  path: string,
  title: (shopName: string, locale: PageLocale) => string,
): MetaDescriptor[] {
  const locale = localeOfPath(pathname);
  const { profile } = frameIn(locale);
  return pageMeta({
    path,
    locale,
    profile,
    title: title(profile.displayName, locale),
    description: profile.tagline,
    noindex: true,
  });
}
