import { chosenOptionsText, type Product } from '@storefront/catalog';
import type { SizeInFeet } from '@storefront/order-link';
import { Link, notify, Text } from '@storefront/ui';
import { itemCount, ORDER_LIST_PATH, sizeText } from './orderListText';
import { quantityText } from '../../lib/tradePrice';
import type * as OrderListStoreModule from './orderListStore';
import type { OrderListStore } from './orderListStore';
import { m } from '../../paraglide/messages.js';
import type { PageLocale } from '../../i18n/locale';
import { warmOrderLink } from '../../offline/orderLinks';

/** What {@link addToOrderList} adds besides the product, and where. */
export interface AddToOrderListOptions {
  /** A banner's size, in feet. */
  readonly size?: SizeInFeet;
  /** Pieces; default the product's minimum order quantity (the product page passes its picked quantity). */
  readonly quantity?: number;
  /**
   * The list to add to; default the shopper's own (`orderListStore`), whose code is loaded
   * on the first add if the header's count has not loaded it yet (it is not part of a page's
   * first load: issue 35, the 25 KB budget).
   */
  readonly store?: OrderListStore;
}

/**
 * Puts `product` on the order list at `quantity` pieces, a banner in `size`, or raises its
 * quantity if it is already there, and says which in a toast in `locale` (the page's) with a
 * link to the list once it is stored (after any other tab's change made at the same moment).
 */
export async function addToOrderList(
  product: Product,
  locale: PageLocale,
  { size, quantity = product.minQuantity, store: given }: AddToOrderListOptions = {},
): Promise<void> {
  let loaded: typeof OrderListStoreModule;
  try {
    loaded = await import('./orderListStore');
  } catch {
    // Its code did not arrive (a dropped request before the service worker kept it): say so,
    // so the shopper can try again; the page and what was picked stay as they are.
    void notify('error', m.toast_addFailed({}, { locale }));
    return;
  }
  const { orderListStore, MAX_LINES } = loaded;
  const store = given ?? orderListStore;
  const added = await store.add({
    sku: product.sku,
    quantity,
    ...(size ? { size } : {}),
    note: '',
  });
  // A full list refuses the product and says so; nothing is dropped to make room.
  if (added.refused) {
    void notify('error', m.toast_listFull({ max: MAX_LINES }, { locale }));
    return;
  }
  // The list will show it from its product shard: fetched now, the list opens at once, and offline.
  warmOrderLink(locale, [product.sku]);
  // The size of a banner, the options of a variant ('Round Neck Cotton T-shirt (Size: XL)').
  const options = chosenOptionsText(product);
  const what = size
    ? `${product.title} (${sizeText(size)})`
    : options
      ? `${product.title} (${options})`
      : product.title;
  // The quantity in its unit: '300 cards'.
  const total = quantityText(added.quantity, product.unit, locale);
  const message = added.merged
    ? m.toast_merged({ what, quantity: total }, { locale })
    : m.toast_added({ what, quantity: total }, { locale });
  const count = store.getSnapshot().lines.length;
  void notify(
    'success',
    <Text size="sm" tone="inherit">
      {message} <Link href={ORDER_LIST_PATH}>{m.toast_viewList({ items: itemCount(count) }, { locale })}</Link>
    </Text>,
  );
}
