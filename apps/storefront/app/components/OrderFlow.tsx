import { formatPaise, type Product } from '@storefront/catalog';
import {
  buildOrderLink,
  lineTotalPaise,
  parseQuantity,
  shopMessageTemplates,
  unitPricePaise,
  type SizeInFeet,
} from '@storefront/order-link';
import { OrderSummary } from '@storefront/ui';
import { useState } from 'react';
import { sizeText } from '../lib/orderListText';
import { pageLocale } from '../i18n/locale';
import { customerForMessage, initialOrderValues, orderFields, orderFormErrors } from '../lib/orderForm';
import { m } from '../paraglide/messages.js';
import { profile } from '../shop';
import { useOrderHandOff } from './OrderHandOff';

/** What {@link useOrderFlow} gives a product page: a way to open the order form, and the form itself. */
export interface OrderFlow {
  /** Opens the order modal, for `size` when the product is priced by area. */
  open: (size?: SizeInFeet) => void;
  /** The order modal, to render once on the page. */
  dialog: React.ReactNode;
}

/**
 * The order modal and WhatsApp hand-off for one product (spec §2 'Order modal', §7;
 * issue 4): Buy Now's single-product flow, on the details form shared with the order
 * list ({@link useOrderHandOff}). `messageProduct` is the product in the order message's
 * language; `productPath` is the site path that shows this product (put in the message as
 * a link). After a hand-off the quantity goes back to
 * the product's minimum order quantity.
 */
export function useOrderFlow(product: Product, messageProduct: Product, productPath: string): OrderFlow {
  const [size, setSize] = useState<SizeInFeet | undefined>();
  // An area-priced product has no unit price until the shopper gives a size.
  const unitOf = () => (product.price.kind === 'per-area' && !size ? null : unitPricePaise(product.price, size));

  const handOff = useOrderHandOff({
    draftKey: product.sku,
    heading: m.order_heading({ title: product.title }),
    fields: orderFields(),
    initialValues: () => initialOrderValues(product.minQuantity, profile.delivery),
    errors: (values) => orderFormErrors(values, product.minQuantity),
    compose: (values, reference) => {
      const quantity = parseQuantity(values.quantity, product.minQuantity);
      if (!quantity.ok) throw new RangeError(quantity.error);
      return buildOrderLink(
        {
          product: messageProduct,
          quantity: quantity.value,
          size,
          customer: customerForMessage(values),
          reference,
          productUrl: new URL(productPath, window.location.origin).href,
        },
        profile,
        shopMessageTemplates(profile).order,
      );
    },
    afterHandOff: (values) => ({ ...values, quantity: String(product.minQuantity) }),
    summary: (values, reference) => {
      const quantity = parseQuantity(values.quantity, product.minQuantity);
      const unit = unitOf();
      const total = unit !== null && quantity.ok ? lineTotalPaise(unit, quantity.value) : null;
      const locale = pageLocale();
      const money = (paise: number) => formatPaise(paise, 2, locale);
      const rows = [
        { term: m.summary_product(), value: product.title },
        ...(size ? [{ term: m.summary_size(), value: sizeText(size) }] : []),
        { term: m.summary_unitPrice(), value: unit === null ? m.priceOnRequest() : money(unit) },
        { term: m.summary_quantity(), value: quantity.ok ? String(quantity.value) : '—' },
        { term: m.summary_total(), value: unit === null ? m.priceOnRequest() : total === null ? '—' : money(total) },
        ...(reference ? [{ term: m.summary_reference(), value: reference }] : []),
      ];
      return <OrderSummary label={m.summary_label()} rows={rows} />;
    },
  });

  return {
    open: (orderSize) => {
      setSize(orderSize);
      handOff.open();
    },
    dialog: handOff.dialog,
  };
}
