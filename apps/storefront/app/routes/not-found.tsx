import { Button, EmptyState } from '@storefront/ui';
import { localeOfPath } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { profile } from '../shop';
import type { Route } from './+types/not-found';

/** Title of the not-found page, in the language of its address. */
export const meta: Route.MetaFunction = ({ location }) => [
  { title: m.notFound_title({ shopName: profile.displayName }, { locale: localeOfPath(location.pathname) }) },
];

/**
 * Marks the page as one that does not exist, in any language: the header's language
 * switch then leads to the other language's home page, not to another missing page (issue 13).
 */
export const handle = { missingPage: true };

/** Any unknown address: say so and lead back into the shop. */
export default function NotFoundRoute() {
  return (
    <EmptyState
      heading={m.error_notFoundHeading()}
      text={m.notFound_text()}
      actions={
        <>
          <Button href="/">{m.goHome()}</Button>
          <Button href="/about-us" tone="secondary">
            {m.aboutUs()}
          </Button>
        </>
      }
    />
  );
}

/** A failure on this page shows the shop's error page, with Try again and a way home (issue 13). */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
