import { OrderListPage } from '../features/ordering/OrderListPage';
import { orderListStore } from '../features/ordering/orderListStore';
import { warmOrderPage } from '../offline/orderProducts';
import { shellPageMeta } from '../seo/shellPageMeta';
import { m } from '../paraglide/messages.js';
import type { Route } from './+types/order-list';

/** Title, description, canonical address and link previews; the sitemap leaves it out, as it shows only what this device holds. */
export const meta: Route.MetaFunction = ({ location }) =>
  shellPageMeta(location.pathname, '/order-list', (shopName, locale) => m.orderList_title({ shopName }, { locale }));

// The lines' product shards start downloading while the page hydrates (ADR 0010).
warmOrderPage(() => orderListStore.getSnapshot().lines.map(({ sku }) => sku));

/**
 * `/order-list`: prerendered as a shell (heading and placeholders); the
 * list itself is this device's, read once the page has hydrated.
 */
export default function OrderListRoute() {
  return <OrderListPage />;
}

/** A failure on this page shows the shop's error page, with Try again and a way home. */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
