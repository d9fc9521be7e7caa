import { OrderListPage } from '../components/OrderListPage';
import { profile } from '../shop';
import type { Route } from './+types/order-list';

/** Title; kept out of search results, as the page shows only what this device holds. */
export const meta: Route.MetaFunction = () => [
  { title: `Your order list — ${profile.displayName}` },
  { name: 'robots', content: 'noindex' },
];

/**
 * `/order-list` (issue 10): prerendered as a shell (heading and placeholders); the
 * list itself is this device's, read once the page has hydrated.
 */
export default function OrderListRoute() {
  return <OrderListPage />;
}
