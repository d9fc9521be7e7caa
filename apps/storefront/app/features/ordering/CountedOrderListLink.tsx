import { OrderListBadgeOf } from './OrderListLink';
import { useOrderList } from './orderListStore';

/**
 * The header's order-list link counting this device's lines, re-rendered on every change
 * (another tab's too). Loaded on its own by `OrderListLink`, while the page hydrates.
 */
export default function CountedOrderListLink() {
  const list = useOrderList();
  return <OrderListBadgeOf count={list.lines.length} ready={list.ready} />;
}
