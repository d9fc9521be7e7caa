import { OrderListPage } from '../components/OrderListPage';
import { localeOfPath } from '../i18n/locale';
import { languageLinks } from '../i18n/meta';
import { m } from '../paraglide/messages.js';
import { profile } from '../shop';
import type { Route } from './+types/order-list';

/** Title; kept out of search results, as the page shows only what this device holds. */
export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  return [
    { title: m.orderList_title({ shopName: profile.displayName }, { locale }) },
    { name: 'robots', content: 'noindex' },
    ...languageLinks('/order-list', locale, profile.siteUrl),
  ];
};

/**
 * `/order-list` (issue 10): prerendered as a shell (heading and placeholders); the
 * list itself is this device's, read once the page has hydrated.
 */
export default function OrderListRoute() {
  return <OrderListPage />;
}
