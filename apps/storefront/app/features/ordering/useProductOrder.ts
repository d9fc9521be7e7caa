import { notify } from '@storefront/ui';
import { useState, type ComponentType } from 'react';
import { m } from '../../paraglide/messages.js';
import type { OrderFlow } from './OrderFlow';
import type { OrderRequest, ProductOrderProps } from './ProductOrder';

/**
 * The order modal's code, fetched on first use or on intent: the product's order flow and,
 * at the same time, the details form it opens (its own file, `OrderHandOffDialog`), so Buy Now
 * waits for one round of downloads, not two in a row.
 */
const loadProductOrder = () =>
  Promise.all([import('./ProductOrder'), import('./OrderHandOffDialog')]).then(([module]) => module);

/**
 * Starts fetching a product page's order modal (its flow and its details form) on intent: a
 * pointer, finger or focus in the product's details. A failure (offline before it was ever
 * fetched) is ignored here; Buy Now tries again and says so.
 */
export const warmProductOrder = (): void => void loadProductOrder().catch(() => undefined);

/** A product page's order modal, as {@link useProductOrder} keeps it. */
export interface ProductOrderModal {
  /** Opens the modal (Buy Now, or the size calculator's Order): `size` in feet for a banner, `quantity` in pieces or packs as picked. */
  readonly order: Pick<OrderFlow, 'open'>;
  /** What the last open asked for; undefined until Buy Now is pressed. */
  readonly request: OrderRequest | undefined;
  /** The modal's component once its code is here, else undefined: render it with `request` when both are set. */
  readonly ProductOrder: ComponentType<ProductOrderProps> | undefined;
}

/**
 * A product page's order modal (spec §2 'Product detail', Buy Now): its code is not in the
 * page's first load (README "Performance budgets"), so the first open fetches it and shows it
 * when it arrives; offline before it was ever fetched, a toast says so and the next press
 * tries again. Not React.lazy: a Suspense boundary may hold back what it reveals for up to
 * 300 ms, and the form must open at once.
 */
export function useProductOrder(): ProductOrderModal {
  const [request, setRequest] = useState<OrderRequest | undefined>();
  const [ProductOrder, setProductOrder] = useState<ComponentType<ProductOrderProps> | undefined>();
  const order: Pick<OrderFlow, 'open'> = {
    open: (size, quantity) => {
      setRequest({ ...(size ? { size } : {}), ...(quantity ? { quantity } : {}) });
      if (ProductOrder) return;
      loadProductOrder().then(
        (module) => setProductOrder(() => module.default),
        () => void notify('error', m.error_offlineText()),
      );
    },
  };
  return { order, request, ProductOrder };
}
