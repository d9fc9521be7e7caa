import { Button, EmptyState } from '@storefront/ui';
import { isRouteErrorResponse } from 'react-router';
import { useOnline } from '../lib/online';
import { m } from '../paraglide/messages.js';

/**
 * True when `error` means the address has no page: a 404 for its data, or (opening an
 * address that was never prerendered, through the app shell) no data for the route at
 * all. A network failure (offline) is not one of these.
 */
export function isMissingPage(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof Error && !(error instanceof TypeError) && /^No result found for routeId/.test(error.message);
}

/**
 * What a page shows when its data or code could not be had (issue 12): offline, it says
 * so (pages seen before still open without a connection); otherwise that something went
 * wrong. Either way it offers 'Try again' (a reload) and the home page, never a blank
 * screen. A 404 says the page does not exist. `headingLevel`: 1 (default) unless the page has its own h1.
 */
export function PageError({ error, headingLevel }: { error: unknown; headingLevel?: 1 | 2 }) {
  const notFound = isMissingPage(error);
  const offline = !useOnline();
  return (
    <EmptyState
      headingLevel={headingLevel}
      heading={notFound ? m.error_notFoundHeading() : offline ? m.error_offlineHeading() : m.error_heading()}
      text={notFound ? m.error_notFoundText() : offline ? m.error_offlineText() : m.error_text()}
      actions={
        <>
          {notFound ? null : <Button onClick={() => window.location.reload()}>{m.error_tryAgain()}</Button>}
          <Button href="/" tone={notFound ? 'primary' : 'secondary'}>
            {m.goHome()}
          </Button>
        </>
      }
    />
  );
}
