import { localeNames } from '@storefront/catalog';
import { Box, Button, LanguageSwitch, Notice, Text } from '@storefront/ui';
import { useState, useSyncExternalStore } from 'react';
import { useLocation, useMatches } from 'react-router';
import { rememberLanguage, shouldOfferBengali } from './languageChoice';
import { localeOfPath, switchLocale, type PageLocale } from '../../i18n/locale';
import { useHydrated } from '../../lib/hydrated';
import { browserStorage } from '../../lib/storage';
import { m } from '../../paraglide/messages.js';

/** The other language of a page in `locale`. */
const otherLocale = (locale: PageLocale): PageLocale => (locale === 'bn-IN' ? 'en-IN' : 'bn-IN');

/**
 * The same page in `locale`, keeping the query (search, sort). Prerendered HTML has no
 * query, so the query joins the address once the page has hydrated.
 */
function useTwinHref(locale: PageLocale): string {
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  return switchLocale(pathname, locale) + (hydrated ? search : '');
}

/** Whether the page is the not-found page (its route's `handle.missingPage`). */
function useMissingPage(): boolean {
  return useMatches().some((match) => (match.handle as { missingPage?: boolean } | undefined)?.missingPage === true);
}

/**
 * The header's language switch (issue 11): a link to this page in the other language,
 * named in that language. Following it remembers the choice. On the not-found page, whose
 * twin does not exist either, it leads to the other language's home page (issue 13).
 */
export function HeaderLanguageSwitch() {
  const { pathname } = useLocation();
  const other = otherLocale(localeOfPath(pathname));
  const href = useTwinHref(other);
  const missing = useMissingPage();
  return (
    <LanguageSwitch
      href={missing ? switchLocale('/', other) : href}
      locale={other}
      label={localeNames[other]}
      onClick={() => rememberLanguage(browserStorage('localStorage'), other)}
    />
  );
}

/** The offer's decision, made once per page load (it marks a one-time offer as made). */
let decision: boolean | undefined;
function offerDecision(): boolean {
  if (localeOfPath(window.location.pathname) !== 'en-IN') return false;
  decision ??= shouldOfferBengali(browserStorage('localStorage'), navigator.languages ?? []);
  return decision;
}
/** Nothing the decision reads changes while the page is open. */
const noChanges = () => () => undefined;

/**
 * On an English page, offers the Bengali page to a shopper who chose Bengali before, or
 * once to a browser that prefers Bengali (issue 11). It never redirects, and shows only
 * after hydration, so crawlers and the prerendered HTML never see it. The offer speaks
 * Bengali; 'No, thanks' remembers English.
 */
export function LanguageOffer() {
  const { pathname } = useLocation();
  const english = localeOfPath(pathname) === 'en-IN';
  const href = useTwinHref('bn-IN');
  const offered = useSyncExternalStore(noChanges, offerDecision, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!english || !offered || dismissed) return null;
  const bn = { locale: 'bn-IN' } as const;
  return (
    <Notice tone="info">
      <Box as="span" display="flex" flexWrap="wrap" alignItems="center" gap="sm" lang="bn-IN">
        <Text as="span">
          {m.offer_text({}, bn)}{' '}
          <a href={href} hrefLang="bn-IN" onClick={() => rememberLanguage(browserStorage('localStorage'), 'bn-IN')}>
            {m.offer_link({}, bn)}
          </a>
        </Text>
        <Button
          tone="ghost"
          size="sm"
          onClick={() => {
            rememberLanguage(browserStorage('localStorage'), 'en-IN');
            setDismissed(true);
          }}
        >
          {m.offer_dismiss({}, bn)}
        </Button>
      </Box>
    </Notice>
  );
}
