import { Button, EmptyState } from '@storefront/ui';
import { useOnline } from '../offline/online';
import { isMissingPage } from '../offline/pageErrors';
import { m } from '../paraglide/messages.js';

/**
 * What a page shows when its data or code could not be had: offline, it says
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

/**
 * The error boundary of a route without its own: a page whose code throws while
 * rendering, or whose data fails, shows {@link PageError} inside the shop's header and
 * footer, which keep working; the rest of the shop is a link away.
 */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  return <PageError error={error} />;
}
