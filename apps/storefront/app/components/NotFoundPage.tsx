import { Button, EmptyState } from '@storefront/ui';
import { m } from '../paraglide/messages.js';

/**
 * What a shopper reads at an address that is no page: that the page is not
 * there, with links home and to the search. Prerendered as `404.html` and `bn/404.html`,
 * which the hosts send with status 404 for any unknown address, so it reads the same before
 * any JavaScript runs, with JavaScript off, and once hydrated.
 */
export function NotFoundPage() {
  return (
    // Marks the served HTML as this page (see servedNotFound).
    <div data-not-found="">
      <EmptyState
        heading={m.error_notFoundHeading()}
        text={m.notFound_text()}
        actions={
          <>
            <Button href="/">{m.goHome()}</Button>
            <Button href="/search" tone="secondary">
              {m.notFound_search()}
            </Button>
          </>
        }
      />
    </div>
  );
}

/**
 * Whether the HTML this browser received is the not-found page: read once, from the document,
 * before the app hydrates; false while prerendering. A host sends the not-found page for any
 * unknown address, also one that looks like a category's or a product's (`/product/nope`):
 * there the app hydrates before that route's code and data have arrived, and the root's
 * HydrateFallback draws this page again (not the app shell's skeleton), so hydration matches
 * (no React error #418).
 */
export const servedNotFound = typeof document !== 'undefined' && document.querySelector('[data-not-found]') !== null;
