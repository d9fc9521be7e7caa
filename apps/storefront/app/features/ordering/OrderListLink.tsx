import { OrderListBadge } from '@storefront/ui';
import { useLocation } from 'react-router';
import { pathWithoutLocale } from '../../i18n/locale';
import { itemCount, ORDER_LIST_PATH } from './orderListText';
import { useOrderList } from './orderListStore';
import { m } from '../../paraglide/messages.js';

/**
 * The header's link to the order list with its count, on every page. The
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
      label={m.orderList_link()}
      count={count}
      countLabel={list.ready ? (count === 0 ? m.orderList_empty() : itemCount(count)) : undefined}
      // Prerendering sees '/order-list/'; the browser '/order-list'.
      current={pathWithoutLocale(pathname) === ORDER_LIST_PATH}
    />
  );
}
