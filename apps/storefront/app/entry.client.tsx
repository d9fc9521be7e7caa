import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportPageError } from './offline/pageErrors';
import { primeFromPage } from './lib/pageTexts';
import { withoutTrailingSlash } from './lib/trailingSlash';

// `/about-us/` is served the page of `/about-us`: hydrate at the address without the slash,
// whose data the build wrote (see withoutTrailingSlash). The address is given whole, origin
// included: a path alone that starts with `//` (`//x/` → `//x`) would name another host, and
// the browser refuses to move there (a SecurityError that stopped the page).
const address = withoutTrailingSlash(window.location.pathname, window.location.search + window.location.hash);
if (address !== undefined) window.history.replaceState(window.history.state, '', window.location.origin + address);

// The prices, counts and subtitle cuts the prerender wrote: hydration reuses them and makes
// no Intl.NumberFormat or Intl.Segmenter (lib/pageTexts.tsx).
primeFromPage();

// React Router's default client entry, but errors are logged once: every error
// boundary here is a route's, and React Router reports what they catch to `onError`, so
// React's own log of a caught error would say it a second time. Navigations render without
// React transitions (`useTransitions={false}`): the new page is drawn in one pass, not in
// 5 ms slices, so a card → product page shows ~10 ms sooner (the 100 ms target,
// `navigationMs` in scripts/budgets.json); nothing on a page suspends, so a transition would
// keep nothing on screen.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={reportPageError} useTransitions={false} />
    </StrictMode>,
    { onCaughtError: () => {} },
  );
});
