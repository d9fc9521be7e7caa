import {
  AppShell,
  FormatProvider,
  Footer,
  Header,
  LinkProvider,
  Notice,
  Skeleton,
  SkeletonRegion,
  LazyToaster,
} from '@storefront/ui';
// The shop folder's look (theme class, fonts): `@shop` is the folder's index.ts (vite.config.ts).
import { shopStyle } from '@shop';
import { useEffect, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { HeaderSearch } from './features/search/HeaderSearch';
import { HeaderLanguageSwitch, LanguageOffer } from './features/language/LanguageChoice';
import { OrderListLink } from './features/ordering/OrderListLink';
import { RouterLink } from './components/RouterLink';
import { ShellNoScript } from './components/ShellNoScript';
import {
  LocaleContext,
  localeOfPath,
  localisePath,
  pageLocales,
  pathWithoutLocale,
  setPageLocale,
  useLocale,
} from './i18n/locale';
import { m } from './paraglide/messages.js';
import { PageError } from './components/PageError';
import { socialLinks } from './components/socialLinks';
import { useServedLocale } from './i18n/servedLocale';
import { profile, useFrame } from './shop';
import { checkForNewVersion } from './offline/newVersion';
import { NewVersionNotice } from './offline/NewVersionNotice';
import { NotFoundPage, servedNotFound } from './components/NotFoundPage';
import { SlowLoading } from './offline/SlowLoading';
import { SavedCopyNotice } from './offline/SavedCopyNotice';
import { watchForMissingCode } from './offline/missingCode';
import { pageFormat } from './lib/pageFormat';
import { CarriedPageTexts, recordPageTextsOnServer } from './lib/pageTexts';
import { useMarkHydrated } from './lib/hydrated';

// A page of the previous deployment that misses a code file is outdated.
watchForMissingCode();

/** The favicon (the shop's logo, written by the shop-data plugin) and the home-screen icon of iPhones. */
export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' },
];

/**
 * The title of a page whose route has none of its own: the app shell's (`__spa-fallback.html`,
 * drawn before `/order-product` starts), which needs one to be valid HTML.
 */
export const meta: Route.MetaFunction = () => [{ title: profile.displayName }];

/**
 * The HTML document around every page, in the language of its address: the
 * language is set here, before anything on the page renders its words.
 */
export function Layout({ children }: { children: ReactNode }) {
  const locale = localeOfPath(useLocation().pathname);
  setPageLocale(locale);
  recordPageTextsOnServer();
  // A page started from the SPA fallback (e.g. /bn/order-product) was prerendered in
  // English; hydration does not patch attributes, so the language is set here too.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <html lang={locale} className={shopStyle.theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={shopStyle.themeColour} />
        {/* Installed from a Bengali page, the app opens in Bengali. */}
        <link rel="manifest" href={localisePath('/manifest.webmanifest', locale)} />
        <Meta />
        <Links />
      </head>
      <body>
        {/* Every component below reads the page's locale from here (useLocale). */}
        <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
        <ScrollRestoration />
        <Scripts />
        {/* Last: everything the page wrote before it is recorded (lib/pageTexts.tsx). */}
        <CarriedPageTexts />
      </body>
    </html>
  );
}

/** Header, footer and notices common to all pages (spec §2 'Layout common to all pages'). */
function Chrome({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  // Another page of a sorted or filtered listing (`?page=2`) is a new page too: focus moves to its heading.
  const listingPage = new URLSearchParams(search).get('page');
  const locale = useLocale();
  const { navigation, profile } = useFrame();
  const path = pathWithoutLocale(pathname);
  const onHome = path === '/';
  return (
    <FormatProvider value={pageFormat(locale)}>
      <LinkProvider component={RouterLink}>
        <AppShell
          pageKey={listingPage ? `${pathname}?page=${listingPage}` : pathname}
          notice={
            <>
              {profile.isPlaceholderContact ? (
                <Notice tone="warning">{m.shop_demoNotice({ number: profile.whatsAppNumber })}</Notice>
              ) : null}
              <LanguageOffer />
              <SavedCopyNotice />
            </>
          }
          header={
            <Header
              shopName={profile.displayName}
              logo={profile.logo}
              navItems={navigation}
              currentPath={path}
              navLabel={m.nav_categories()}
              search={<HeaderSearch />}
              actions={
                <>
                  <HeaderLanguageSwitch />
                  <OrderListLink />
                </>
              }
            />
          }
          footer={
            <Footer
              action={
                onHome ? { label: m.footer_aboutUs(), href: '/about-us' } : { label: m.footer_backHome(), href: '/' }
              }
              copyright={m.footer_copyright({ year: profile.copyrightYear, shopName: profile.displayName })}
              socialLinks={socialLinks(profile)}
            />
          }
        >
          {children}
        </AppShell>
        <NewVersionNotice />
        <LazyToaster />
      </LinkProvider>
    </FormatProvider>
  );
}

/** Every page: the common layout around the matched route. */
export default function App() {
  // Marks the page as interactive (`<html data-hydrated>`): end-to-end tests wait for it
  // before they tap, as a tap on prerendered HTML before hydration does nothing yet. Set once
  // the page's components know they have hydrated (useHydrated's transition has committed),
  // so the controls that wait for it are awake too.
  useMarkHydrated();
  // Offline after one visit: the worker registers once the page is idle. Its registration
  // (and workbox-window, inside it) is not in the page's first load; what every page's links
  // need, whether a new version is out, is (`newVersion.ts`). A registration that cannot be
  // loaded (offline before it was ever fetched) leaves the shop working online, as a blocked
  // one does; the next full page load tries again.
  const { pathname } = useLocation();
  const locale = useLocale();
  useEffect(() => {
    import('./offline/serviceWorker').then(
      ({ registerServiceWorker }) => registerServiceWorker(locale),
      () => undefined,
    );
  }, [locale]);
  // A tab kept open only navigates within the app: each navigation asks whether a new
  // deployment is out (at most once a minute), so its prices do not stay the old ones.
  useEffect(() => {
    checkForNewVersion();
  }, [pathname]);
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/**
 * Shown while a page that was not prerendered (/order-product) starts up; without
 * JavaScript, a note in English and Bengali with a way home. The not-found page, when the
 * host sent that one (see servedNotFound).
 */
export function HydrateFallback() {
  const { profile } = useFrame();
  // In the language the HTML was served in until hydrated (the fallback is English at /bn/… too).
  const locale = useServedLocale();
  // Served the not-found page at an address of a route whose code has not arrived yet
  // (`/product/nope`): the same page again, until that route says which thing is missing.
  if (servedNotFound) {
    return (
      <Chrome>
        <NotFoundPage />
      </Chrome>
    );
  }
  return (
    <>
      <ShellNoScript />
      <SkeletonRegion
        label={m.shop_loading({ shopName: profile.displayName }, { locale })}
        slow={
          // The same HTML serves /bn/… and does not know its address: every language, each with its way home.
          <>
            {pageLocales.map((language) => (
              <div key={language} lang={language}>
                <SlowLoading way="home" locale={language} home={localisePath('/', language)} />
              </div>
            ))}
          </>
        }
      >
        <Skeleton shape="block" height="3.5rem" />
        <Skeleton width="40%" height="1.75rem" />
        <Skeleton shape="block" height="12rem" />
      </SkeletonRegion>
    </>
  );
}

/** Any unexpected error still gets the shop's frame and a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // The page is interactive here too (see App).
  useMarkHydrated();
  return (
    <Chrome>
      <PageError error={error} />
    </Chrome>
  );
}
