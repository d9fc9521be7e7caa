import type { Product } from '@storefront/catalog';
import type { SizeInFeet } from '@storefront/order-link';
import { Link, notify, Text } from '@storefront/ui';
import { itemCount, ORDER_LIST_PATH, sizeText } from '../lib/orderListText';
import { orderListStore, type OrderListStore } from '../lib/orderListStore';
import { m } from '../paraglide/messages.js';

/**
 * Puts `product` on the order list (issue 10) at its minimum order quantity (a banner in
 * `size`), or raises its quantity if it is already there, and says which in a toast
 * with a link to the list.
 */
export function addToOrderList(product: Product, size?: SizeInFeet, store: OrderListStore = orderListStore): void {
  const { merged, quantity } = store.add({
    sku: product.sku,
    quantity: product.minQuantity,
    ...(size ? { size } : {}),
    note: '',
  });
  const what = size ? `${product.title} (${sizeText(size)})` : product.title;
  const message = merged ? m.toast_merged({ what, quantity }) : m.toast_added({ what, quantity });
  const count = store.getSnapshot().lines.length;
  void notify(
    'success',
    <Text size="sm" tone="inherit">
      {message} <Link href={ORDER_LIST_PATH}>{m.toast_viewList({ items: itemCount(count) })}</Link>
    </Text>,
  );
}
