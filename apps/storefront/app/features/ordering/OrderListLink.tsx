import { OrderListBadge } from '@storefront/ui';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { pathWithoutLocale } from '../../i18n/locale';
import { itemCount, ORDER_LIST_PATH } from './orderListText';
import { m } from '../../paraglide/messages.js';

/**
 * The header link with this device's count: it reads the order list's store, whose code
 * (the store, its storage checks and the order message's rules: about 7 KB gzip) is asked for
 * while the page hydrates, not with the page's first load, so the pages that do not order
 * anything (home, about, a category, search) do not carry it (issue 35, the 25 KB budget).
 * Should that file fail to load (a dropped request on a first visit), the link stays, without
 * a count, rather than the page falling to its error screen.
 */
const CountedOrderListLink = lazy(() =>
  import('./CountedOrderListLink').catch(() => ({
    default: function UncountedOrderListLink() {
      return <OrderListBadgeOf count={0} ready={false} />;
    },
  })),
);

/**
 * The header's link to the order list with its count, on every page. The
 * count comes from this device's list, so the prerendered HTML shows the link without
 * one and the count appears once the store's code has arrived and the link has hydrated
 * (no hydration mismatch). Until then the prerendered link is there and works: a click
 * loads the order list in full instead of within the app.
 */
export function OrderListLink() {
  return (
    <Suspense fallback={<OrderListBadgeOf count={0} ready={false} />}>
      <CountedOrderListLink />
    </Suspense>
  );
}

/**
 * The badge for a list of `count` lines (pieces are not counted: a line is an item);
 * `ready` false (prerendering, before the list is read) leaves the count out.
 */
export function OrderListBadgeOf({ count, ready }: { count: number; ready: boolean }) {
  const { pathname } = useLocation();
  return (
    <OrderListBadge
      href={ORDER_LIST_PATH}
      label={m.orderList_link()}
      count={count}
      countLabel={ready ? (count === 0 ? m.orderList_empty() : itemCount(count)) : undefined}
      // Prerendering sees '/order-list/'; the browser '/order-list'.
      current={pathWithoutLocale(pathname) === ORDER_LIST_PATH}
    />
  );
}
