import {
  AppShell,
  Button,
  EmptyState,
  Footer,
  Header,
  LinkProvider,
  Notice,
  Skeleton,
  SkeletonRegion,
  Toaster,
  type SocialLink,
} from '@storefront/ui';
import '@storefront/ui/fonts/gift-shop';
import { giftShopTheme } from '@storefront/ui/themes';
import { useEffect, type ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from 'react-router';
import type { Route } from './+types/root';
import { HeaderSearch } from './components/HeaderSearch';
import { OrderListLink } from './components/OrderListLink';
import { RouterLink } from './components/RouterLink';
import { catalogue, profile } from './shop';

/** The favicon (the shop's logo mark, SVG). */
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The HTML document around every page. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-IN" className={giftShopTheme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F766E" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Follow Us links (spec §2 footer), for the ones the profile has. */
const socialLinks: SocialLink[] = [
  ...(profile.socialUrl
    ? [{ label: `${profile.displayName} on social media`, href: profile.socialUrl, icon: 'social' as const }]
    : []),
  ...(profile.videoChannelUrl
    ? [{ label: `${profile.displayName} video channel`, href: profile.videoChannelUrl, icon: 'video' as const }]
    : []),
];

/** Header, footer and notices common to all pages (spec §2 'Layout common to all pages'). */
function Chrome({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const onHome = pathname === '/';
  return (
    <LinkProvider component={RouterLink}>
      <AppShell
        notice={
          profile.isPlaceholderContact ? (
            <Notice tone="warning">
              Demo shop: orders go to a placeholder WhatsApp number (+{profile.whatsAppNumber}), not to a real shop.
            </Notice>
          ) : undefined
        }
        header={
          <Header
            shopName={profile.displayName}
            logo={profile.logo}
            navItems={catalogue.navigation}
            currentPath={pathname}
            navLabel="Product categories"
            search={<HeaderSearch />}
            actions={<OrderListLink />}
          />
        }
        footer={
          <Footer
            action={onHome ? { label: 'About Us', href: '/about-us' } : { label: 'Go Back to Home', href: '/' }}
            copyright={`© ${profile.copyrightYear} ${profile.displayName}. All rights reserved.`}
            socialLinks={socialLinks}
          />
        }
      >
        {children}
      </AppShell>
      <Toaster />
    </LinkProvider>
  );
}

/** Every page: the common layout around the matched route. */
export default function App() {
  // Marks the page as interactive (`<html data-hydrated>`): end-to-end tests wait for it
  // before they tap, as a tap on prerendered HTML before hydration does nothing yet.
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return (
    <Chrome>
      <Outlet />
    </Chrome>
  );
}

/** Shown while a page that was not prerendered (e.g. /order-product) starts up. */
export function HydrateFallback() {
  return (
    <SkeletonRegion label={`Loading ${profile.displayName}…`}>
      <Skeleton shape="block" height="3.5rem" />
      <Skeleton width="40%" height="1.75rem" />
      <Skeleton shape="block" height="12rem" />
    </SkeletonRegion>
  );
}

/** Any unexpected error still gets the shop's frame and a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <Chrome>
      <EmptyState
        heading={notFound ? 'Page not found' : 'Something went wrong'}
        text={
          notFound
            ? 'We could not find that page.'
            : 'Sorry, this page could not be shown. Please go back to the home page and try again.'
        }
        actions={<Button href="/">Go to the home page</Button>}
      />
    </Chrome>
  );
}
