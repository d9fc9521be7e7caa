import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportPageError } from './lib/pageErrors';
import { withoutTrailingSlash } from './lib/trailingSlash';

// `/about-us/` is served the page of `/about-us`: hydrate at the address without the slash,
// whose data the build wrote (see withoutTrailingSlash).
const address = withoutTrailingSlash(window.location.pathname, window.location.search + window.location.hash);
if (address !== undefined) window.history.replaceState(window.history.state, '', address);

// React Router's default client entry, but errors are logged once (issue 13): every error
// boundary here is a route's, and React Router reports what they catch to `onError`, so
// React's own log of a caught error would say it a second time.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter onError={reportPageError} />
    </StrictMode>,
    { onCaughtError: () => {} },
  );
});
