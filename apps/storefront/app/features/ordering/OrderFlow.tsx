import { chosenOptions, chosenOptionsText, formatPaise, quantityRule, type Product } from '@storefront/catalog';
import {
  buildOrderLink,
  linePrice,
  parseQuantity,
  shopMessageTemplates,
  type SizeInFeet,
} from '@storefront/order-link';
import { OrderSummary } from '@storefront/ui';
import { useState } from 'react';
import { sizeText } from './orderListText';
import { basisText, pageBasis, quantityText } from '../../lib/tradePrice';
import { useLocale } from '../../i18n/locale';
import { customerForMessage, initialOrderValues, orderFields, orderFormErrors } from './orderForm';
import { m } from '../../paraglide/messages.js';
import { deliveryNames, deliveryIn, profile } from '../../shop';
import { useOrderHandOff } from './OrderHandOff';

/** What {@link useOrderFlow} gives a product page: a way to open the order form, and the form itself. */
export interface OrderFlow {
  /**
   * Opens the order modal, for `size` when the product is priced by area, with the
   * quantity field at `quantity` (pieces) when the page's quantity picker chose one.
   */
  open: (size?: SizeInFeet, quantity?: number) => void;
  /** The order modal, to render once on the page. */
  dialog: React.ReactNode;
}

/**
 * The order modal and WhatsApp hand-off for one product (spec §2 'Order modal', §7):
 * Buy Now's single-product flow, on the details form shared with the order
 * list ({@link useOrderHandOff}). `messageProduct` is the product in the order message's
 * language; `productPath` is the site path that shows this product (put in the message as
 * a link). After a hand-off the quantity goes back to
 * the product's minimum order quantity.
 */
export function useOrderFlow(product: Product, messageProduct: Product, productPath: string): OrderFlow {
  const [size, setSize] = useState<SizeInFeet | undefined>();
  const locale = useLocale();
  const rule = quantityRule(product);
  // The line's price: the break the quantity falls in, per piece, pack or size.
  const priceOf = (quantity: number) =>
    product.price.kind === 'per-area' && !size ? null : linePrice(product.price, quantity, size);

  const handOff = useOrderHandOff({
    // One draft per product, whichever size is picked (changing the size loses nothing typed).
    draftKey: product.chosen?.productSku ?? product.sku,
    heading: m.order_heading({ title: product.title }),
    fields: orderFields(),
    initialValues: () => initialOrderValues(product.minQuantity, deliveryIn(locale)),
    errors: (values) => orderFormErrors(values, product),
    compose: (values, reference) => {
      const quantity = parseQuantity(values.quantity, rule);
      if (!quantity.ok) throw new RangeError(quantity.error);
      return buildOrderLink(
        {
          product: messageProduct,
          quantity: quantity.value,
          size,
          // The variant picked, in the message's language ('Size: XL').
          ...(chosenOptionsText(messageProduct) ? { variant: chosenOptionsText(messageProduct) } : {}),
          customer: customerForMessage(values, deliveryNames()),
          reference,
          productUrl: new URL(productPath, window.location.origin).href,
        },
        profile,
        shopMessageTemplates(profile).order,
      );
    },
    afterHandOff: (values) => ({ ...values, quantity: String(product.minQuantity) }),
    summary: (values, reference) => {
      const quantity = parseQuantity(values.quantity, rule);
      const line = quantity.ok ? priceOf(quantity.value) : null;
      const money = (paise: number) => formatPaise(paise, 'auto', locale);
      const onRequest = product.price.kind === 'on-request';
      const basis = pageBasis(locale);
      const price = line
        ? basisText(product.price, product.unit, locale, line.unitPaise)
        : basisText(product.price, product.unit, locale);
      const rows = [
        { term: m.summary_product(), value: product.title },
        ...chosenOptions(product).map(({ name, value }) => ({ term: name, value })),
        ...(size ? [{ term: m.summary_size(), value: sizeText(size) }] : []),
        { term: m.summary_quantity(), value: quantity.ok ? quantityText(quantity.value, product.unit, locale) : '—' },
        { term: m.summary_price(), value: line && line.breakIndex >= 0 ? `${price} (${basis.bulkPrice})` : price },
        { term: m.summary_total(), value: onRequest ? m.priceOnRequest() : line ? money(line.totalPaise) : '—' },
        ...(line && line.savingPaise > 0 ? [{ term: basis.youSave, value: money(line.savingPaise) }] : []),
        ...(reference ? [{ term: m.summary_reference(), value: reference }] : []),
      ];
      return <OrderSummary label={m.summary_label()} rows={rows} />;
    },
  });

  return {
    open: (orderSize, quantity) => {
      setSize(orderSize);
      handOff.open(quantity === undefined ? undefined : { quantity: String(quantity) });
    },
    dialog: handOff.dialog,
  };
}
