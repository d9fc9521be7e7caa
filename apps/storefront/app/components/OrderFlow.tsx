import type { Product } from '@storefront/catalog';
import {
  buildOrderMessage,
  formatPaise,
  lineTotalPaise,
  parseQuantity,
  unitPricePaise,
  whatsAppUrl,
  type SizeInFeet,
} from '@storefront/order-link';
import { Link, OrderDialog, OrderSummary, Text } from '@storefront/ui';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { initialOrderValues, orderFields, orderFormErrors, type OrderFormValues } from '../lib/orderForm';
import { profile } from '../shop';

/** What {@link useOrderFlow} gives a product page: a way to open the order form, and the form itself. */
export interface OrderFlow {
  /** Opens the order modal, for `size` when the product is priced by area. */
  open: (size?: SizeInFeet) => void;
  dialog: React.ReactNode;
}

/**
 * The order modal and WhatsApp hand-off for one product (spec §2 'Order modal', §7):
 * Place Order builds the message and opens click-to-chat in a new window from the
 * click itself. If the browser blocks the window, the form stays filled and offers the link.
 */
export function useOrderFlow(product: Product): OrderFlow {
  const [isOpen, setOpen] = useState(false);
  const [size, setSize] = useState<SizeInFeet | undefined>();
  const [values, setValues] = useState<OrderFormValues>(() => initialOrderValues(product.minQuantity));
  const [showErrors, setShowErrors] = useState(false);
  const [blockedUrl, setBlockedUrl] = useState<string | undefined>();

  const errors = showErrors ? orderFormErrors(values, product.minQuantity) : {};
  const quantity = parseQuantity(values.quantity, product.minQuantity);
  // An area-priced product has no unit price until the shopper gives a size.
  const unit = product.price.kind === 'per-area' && !size ? null : unitPricePaise(product.price, size);
  const total = unit !== null && quantity.ok ? lineTotalPaise(unit, quantity.value) : null;

  const open = useCallback((orderSize?: SizeInFeet) => {
    setSize(orderSize);
    setBlockedUrl(undefined);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  const submit = () => {
    setShowErrors(true);
    if (!quantity.ok) return;
    const { quantity: _typed, ...customer } = values;
    const text = buildOrderMessage({ product, quantity: quantity.value, size, customer }, profile.displayName);
    const url = whatsAppUrl(profile.whatsAppNumber, text);
    const chat = window.open(url, '_blank');
    if (!chat) {
      setBlockedUrl(url);
      toast.warning('Your browser blocked the WhatsApp window. Use the “Open WhatsApp” link in the form.');
      return;
    }
    chat.opener = null;
    toast.success('WhatsApp is open with your order. Press send there to place it.');
    setOpen(false);
  };

  const rows = [
    { term: 'Product', value: product.title },
    ...(size ? [{ term: 'Size', value: `${size.lengthFeet} ft × ${size.widthFeet} ft` }] : []),
    { term: 'Unit price', value: unit === null ? 'Price on request' : formatPaise(unit) },
    { term: 'Quantity', value: quantity.ok ? String(quantity.value) : '—' },
    { term: 'Total', value: unit === null ? 'Price on request' : total === null ? '—' : formatPaise(total) },
  ];

  const dialog = (
    <OrderDialog
      open={isOpen}
      heading={`Order: ${product.title}`}
      fields={orderFields}
      values={values}
      errors={errors}
      onChange={(name, value) => setValues((old) => ({ ...old, [name]: value }))}
      onSubmit={submit}
      onClose={close}
      summary={<OrderSummary label="Order summary" rows={rows} />}
      footer={
        blockedUrl ? (
          <Text size="sm">
            Your browser blocked the new window.{' '}
            <Link href={blockedUrl} external>
              Open WhatsApp
            </Link>{' '}
            to send your order.
          </Text>
        ) : (
          <Text size="sm" tone="muted">
            Place Order opens WhatsApp with your order typed in, ready to send to {profile.displayName}.
          </Text>
        )
      }
    />
  );

  return { open, dialog };
}
