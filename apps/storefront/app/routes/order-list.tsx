import { OrderListPage } from '../features/ordering/OrderListPage';
import { readStoredList } from '../features/ordering/orderList';
import { browserStorage } from '../lib/storage';
import { warmOrderPage } from '../offline/orderProducts';
import { shellPageMeta } from '../seo/shellPageMeta';
import { m } from '../paraglide/messages.js';
import type { Route } from './+types/order-list';

/** Title, description, canonical address and link previews; the sitemap leaves it out, as it shows only what this device holds. */
export const meta: Route.MetaFunction = ({ location }) =>
  shellPageMeta(location.pathname, '/order-list', (shopName, locale) => m.orderList_title({ shopName }, { locale }));

// On a full load, the lines' product shards start downloading while the page hydrates (ADR 0010).
// Storage is only read here: the store itself reads it when the page subscribes to it, after
// hydration, so a line another tab adds in between is not missed.
warmOrderPage('/order-list', () => readStoredList(browserStorage('localStorage')).lines.map(({ sku }) => sku));

/**
 * `/order-list`: prerendered as a shell (heading and placeholders); the
 * list itself is this device's, shown once the page has hydrated (its products' shards are
 * asked for before, above).
 */
export default function OrderListRoute() {
  return <OrderListPage />;
}

/** A failure on this page shows the shop's error page, with Try again and a way home. */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
