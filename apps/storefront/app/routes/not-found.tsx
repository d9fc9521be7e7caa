import { NotFoundPage } from '../components/NotFoundPage';
import { localeOfPath } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { profile } from '../shop';
import type { Route } from './+types/not-found';

/** Title of the not-found page, in the language of its address; never indexed. */
export const meta: Route.MetaFunction = ({ location }) => [
  { title: m.notFound_title({ shopName: profile.displayName }, { locale: localeOfPath(location.pathname) }) },
  { name: 'robots', content: 'noindex' },
];

/**
 * Marks the page as one that does not exist, in any language: the header's language
 * switch then leads to the other language's home page, not to another missing page.
 */
export const handle = { missingPage: true };

/**
 * Any unknown address: say so and lead back into the shop. Prerendered at `/404` and
 * `/bn/404` and written to `404.html` and `bn/404.html` (`scripts/not-found.mjs`), the
 * page the hosts answer unknown addresses with.
 */
export default function NotFoundRoute() {
  return <NotFoundPage />;
}

/** A failure on this page shows the shop's error page, with Try again and a way home. */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
