import { chosenOptionsText, type Product } from '@storefront/catalog';
import type { SizeInFeet } from '@storefront/order-link';
import { Link, notify, Text } from '@storefront/ui';
import { itemCount, ORDER_LIST_PATH, sizeText } from './orderListText';
import { quantityText } from '../../lib/tradePrice';
import { orderListStore, type OrderListStore } from './orderListStore';
import { MAX_LINES } from './orderList';
import { m } from '../../paraglide/messages.js';

/**
 * Puts `product` on the order list (issue 10) at `quantity` pieces (default its minimum
 * order quantity; issue 31: the product page's picked quantity), a banner in `size`, or
 * raises its quantity if it is already there, and says which in a toast with a link to the list
 * once it is stored (issue 32: after any other tab's change made at the same moment).
 */
export async function addToOrderList(
  product: Product,
  size?: SizeInFeet,
  quantity: number = product.minQuantity,
  store: OrderListStore = orderListStore,
): Promise<void> {
  const added = await store.add({
    sku: product.sku,
    quantity,
    ...(size ? { size } : {}),
    note: '',
  });
  // Issue 32: a full list refuses the product and says so; nothing is dropped to make room.
  if (added.refused) {
    void notify('error', m.toast_listFull({ max: MAX_LINES }));
    return;
  }
  // The size of a banner, the options of a variant (issue 31: 'Round Neck Cotton T-shirt (Size: XL)').
  const options = chosenOptionsText(product);
  const what = size
    ? `${product.title} (${sizeText(size)})`
    : options
      ? `${product.title} (${options})`
      : product.title;
  // The quantity in its unit (issue 31): '300 cards'.
  const total = quantityText(added.quantity, product.unit);
  const message = added.merged ? m.toast_merged({ what, quantity: total }) : m.toast_added({ what, quantity: total });
  const count = store.getSnapshot().lines.length;
  void notify(
    'success',
    <Text size="sm" tone="inherit">
      {message} <Link href={ORDER_LIST_PATH}>{m.toast_viewList({ items: itemCount(count) })}</Link>
    </Text>,
  );
}
