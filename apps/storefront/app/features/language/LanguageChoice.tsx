import { localeNames } from '@storefront/catalog';
import { Box, Button, LanguageSwitch, Notice, Text } from '@storefront/ui';
import { useState, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import { rememberLanguage, shouldOfferLocale } from './languageChoice';
import { defaultLocale, localeOfPath, type PageLocale, pageLocales, switchLocale, useLocale } from '../../i18n/locale';
import { useHydrated } from '../../lib/hydrated';
import { browserStorage } from '../../lib/storage';
import { m } from '../../paraglide/messages.js';

/**
 * The languages the header's switch offers on a page in `locale`: every other one of the
 * shop's, in the profile's order (none for a shop in one language).
 */
const otherLocales = (locale: PageLocale): PageLocale[] => pageLocales.filter((other) => other !== locale);

/** The language offered on the default language's pages: the shop's second. */
const offeredLocale: PageLocale | undefined = pageLocales[1];

/**
 * The same page in `locale`, keeping the query (search, sort). Prerendered HTML has no
 * query, so the query joins the address once the page has hydrated.
 */
function twinHref(pathname: string, search: string, hydrated: boolean, locale: PageLocale): string {
  return switchLocale(pathname, locale) + (hydrated ? search : '');
}

/** {@link twinHref} of the page being shown. */
function useTwinHref(locale: PageLocale): string {
  const { pathname, search } = useLocation();
  return twinHref(pathname, search, useHydrated(), locale);
}

/** Whether the page is the not-found page (its route's `handle.missingPage`). */
function useMissingPage(): boolean {
  return useMatches().some((match) => (match.handle as { missingPage?: boolean } | undefined)?.missingPage === true);
}

/**
 * The header's language switch: a link to this page in each of the shop's other languages,
 * named in that language (one link for a shop in two). Following one remembers the choice.
 * On the not-found page, whose twin does not exist either, it leads to that language's home page.
 */
export function HeaderLanguageSwitch() {
  const others = otherLocales(useLocale());
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  const missing = useMissingPage();
  return (
    <>
      {others.map((other) => (
        <LanguageSwitch
          key={other}
          href={missing ? switchLocale('/', other) : twinHref(pathname, search, hydrated, other)}
          locale={other}
          label={localeNames[other]}
          onClick={() => rememberLanguage(browserStorage('localStorage'), other)}
        />
      ))}
    </>
  );
}

/** The offer's decision, made once per page load (it marks a one-time offer as made). */
let decision: boolean | undefined;
function offerDecision(): boolean {
  if (!offeredLocale || localeOfPath(window.location.pathname) !== defaultLocale) return false;
  decision ??= shouldOfferLocale(
    browserStorage('localStorage'),
    navigator.languages ?? [],
    offeredLocale,
    defaultLocale,
  );
  return decision;
}
/** Nothing the decision reads changes while the page is open. */
const noChanges = () => () => undefined;

/**
 * On a page in the shop's default language (English), offers the page in its other one
 * (Bengali) to a shopper who chose it before, or once to a browser that prefers it.
 * It never redirects, and shows only after hydration, so crawlers and the prerendered
 * HTML never see it. The offer speaks the offered language; 'No, thanks' remembers the default.
 */
export function LanguageOffer() {
  const onDefault = useLocale() === defaultLocale;
  const locale = offeredLocale ?? defaultLocale;
  const href = useTwinHref(locale);
  const offered = useSyncExternalStore(noChanges, offerDecision, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!onDefault || !offered || dismissed) return null;
  const words = { locale };
  return (
    <Notice tone="info">
      <Box as="span" display="flex" flexWrap="wrap" alignItems="center" gap="sm" lang={locale}>
        <Text as="span">
          {m.offer_text({}, words)}{' '}
          <a href={href} hrefLang={locale} onClick={() => rememberLanguage(browserStorage('localStorage'), locale)}>
            {m.offer_link({}, words)}
          </a>
        </Text>
        <Button
          tone="ghost"
          size="sm"
          onClick={() => {
            rememberLanguage(browserStorage('localStorage'), defaultLocale);
            setDismissed(true);
          }}
        >
          {m.offer_dismiss({}, words)}
        </Button>
      </Box>
    </Notice>
  );
}
