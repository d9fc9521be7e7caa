import { OrderListBadge } from '@storefront/ui';
import { useLocation } from 'react-router';
import { itemCount, ORDER_LIST_PATH } from '../lib/orderListText';
import { useOrderList } from '../lib/orderListStore';

/**
 * The header's link to the order list with its count (issue 10), on every page. The
 * count comes from this device's list, so the prerendered HTML shows the link without
 * one and the count appears once the page has hydrated (no hydration mismatch).
 */
export function OrderListLink() {
  const list = useOrderList();
  const { pathname } = useLocation();
  const count = list.lines.length;
  return (
    <OrderListBadge
      href={ORDER_LIST_PATH}
      label="Order list"
      count={count}
      countLabel={list.ready ? (count === 0 ? 'empty' : itemCount(count)) : undefined}
      // Prerendering sees '/order-list/'; the browser '/order-list'.
      current={pathname.replace(/\/+$/, '') === ORDER_LIST_PATH}
    />
  );
}
