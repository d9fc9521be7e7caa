import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { reportPageError } from './lib/pageErrors';

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
