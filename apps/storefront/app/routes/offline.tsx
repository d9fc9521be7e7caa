import { Button, EmptyState } from '@storefront/ui';
import { localeOfPath } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { frameIn } from '../shop';
import type { Route } from './+types/offline';

/** Title; never indexed. */
export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [
    { title: m.offline_title({ shopName: frameIn(locale).profile.displayName }, { locale }) },
    { name: 'robots', content: 'noindex' },
  ];
};

/**
 * The offline page: what the service worker shows, without the network, for
 * an address this phone has not saved yet. The build turns it into a static page with
 * no script (`scripts/service-worker.mjs`), so it shows the shop's header, footer and
 * links to the pages that do open offline, whatever the address.
 */
export default function OfflineRoute() {
  return (
    <EmptyState
      heading={m.error_offlineHeading()}
      text={m.offline_text()}
      actions={
        <>
          <Button href="/">{m.goHome()}</Button>
          <Button href="/order-list" tone="secondary">
            {m.offline_orderList()}
          </Button>
        </>
      }
    />
  );
}

/** A failure on this page shows the shop's error page, with Try again and a way home. */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
