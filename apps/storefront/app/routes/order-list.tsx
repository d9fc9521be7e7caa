import { OrderListPage } from '../components/OrderListPage';
import { localeOfPath } from '../i18n/locale';
import { pageMeta } from '../i18n/pageMeta';
import { m } from '../paraglide/messages.js';
import { frameIn } from '../shop';
import type { Route } from './+types/order-list';

/** Title, description, canonical address and link previews (issue 12); the sitemap leaves it out, as it shows only what this device holds. */
export const meta: Route.MetaFunction = ({ location }) => {
  const locale = localeOfPath(location.pathname);
  const { profile } = frameIn(locale);
  return pageMeta({
    path: '/order-list',
    locale,
    profile,
    title: m.orderList_title({ shopName: profile.displayName }, { locale }),
    description: profile.tagline,
  });
};

/**
 * `/order-list` (issue 10): prerendered as a shell (heading and placeholders); the
 * list itself is this device's, read once the page has hydrated.
 */
export default function OrderListRoute() {
  return <OrderListPage />;
}
