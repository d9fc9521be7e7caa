import { formatPaise, type Product } from '@storefront/catalog';
import {
  buildOrderLink,
  lineTotalPaise,
  orderReference,
  parseQuantity,
  unitPricePaise,
  type OrderLink,
  type SizeInFeet,
} from '@storefront/order-link';
import { Box, Button, Link, OrderDialog, OrderSummary, Text } from '@storefront/ui';
import { useCallback, useId, useState } from 'react';
import { toast } from 'react-toastify';
import {
  customerForMessage,
  customerOf,
  initialOrderValues,
  orderFields,
  orderFormErrors,
  orderFormNotes,
  type OrderFormValues,
} from '../lib/orderForm';
import {
  browserStorage,
  clearDraft,
  forgetDetails,
  loadDetails,
  loadDraft,
  saveDetails,
  saveDraft,
} from '../lib/savedDetails';
import { profile } from '../shop';

/** What {@link useOrderFlow} gives a product page: a way to open the order form, and the form itself. */
export interface OrderFlow {
  /** Opens the order modal, for `size` when the product is priced by area. */
  open: (size?: SizeInFeet) => void;
  dialog: React.ReactNode;
}

/** Only the entries of `all` whose field the shopper has left, or all of them after a submit. */
function shown<T>(
  all: Partial<Record<string, T>>,
  touched: ReadonlySet<string>,
  submitted: boolean,
): Partial<Record<string, T>> {
  return Object.fromEntries(Object.entries(all).filter(([field]) => submitted || touched.has(field)));
}

/**
 * The order modal and WhatsApp hand-off for one product (spec §2 'Order modal', §7;
 * issue 4). `productPath` is the site path that shows this product (put in the message
 * as a link). The form starts from the shopper's remembered details and restores a
 * draft after a close or reload; Place Order opens click-to-chat in a new window from
 * the click itself. If the browser blocks the window, the form stays filled and offers
 * the link and a 'Copy message' button.
 */
export function useOrderFlow(product: Product, productPath: string): OrderFlow {
  const [isOpen, setOpen] = useState(false);
  const [size, setSize] = useState<SizeInFeet | undefined>();
  const [values, setValues] = useState<OrderFormValues>(() =>
    initialOrderValues(product.minQuantity, profile.delivery),
  );
  // Storage is read on the first open, not during render, so prerendered HTML and hydration agree.
  const [restored, setRestored] = useState(false);
  const [hasSavedDetails, setHasSavedDetails] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [blocked, setBlocked] = useState<OrderLink | undefined>();
  const [reference, setReference] = useState<string | undefined>();
  const fallbackId = useId();

  const quantity = parseQuantity(values.quantity, product.minQuantity);
  // An area-priced product has no unit price until the shopper gives a size.
  const unit = product.price.kind === 'per-area' && !size ? null : unitPricePaise(product.price, size);
  const total = unit !== null && quantity.ok ? lineTotalPaise(unit, quantity.value) : null;
  const errors = shown(orderFormErrors(values, product.minQuantity), touched, submitted);
  const notes = shown(orderFormNotes(values, profile.delivery), touched, submitted);

  const open = (orderSize?: SizeInFeet) => {
    if (!restored) {
      const draft = loadDraft(browserStorage('sessionStorage'), product.sku);
      const details = loadDetails(browserStorage('localStorage'));
      if (draft) setValues(draft);
      else if (details) setValues({ ...details, quantity: String(product.minQuantity) });
      setHasSavedDetails(details !== undefined);
      setRestored(true);
    }
    setReference((current) => current ?? orderReference());
    setSize(orderSize);
    setBlocked(undefined);
    setOpen(true);
  };
  const close = useCallback(() => setOpen(false), []);

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    saveDraft(browserStorage('sessionStorage'), product.sku, next);
  };

  const submit = () => {
    setSubmitted(true);
    if (!quantity.ok) return;
    const ref = reference ?? orderReference();
    const link = buildOrderLink(
      {
        product,
        quantity: quantity.value,
        size,
        customer: customerForMessage(values),
        reference: ref,
        productUrl: new URL(productPath, window.location.origin).href,
      },
      profile,
    );
    saveDetails(browserStorage('localStorage'), customerOf(values));
    // Read back: with blocked or full storage nothing was saved, and the form must not claim it was.
    setHasSavedDetails(loadDetails(browserStorage('localStorage')) !== undefined);
    const chat = window.open(link.url, '_blank');
    if (link.shortened.length > 0) {
      toast.info(
        'Some of your details were too long for one WhatsApp message, so they were shortened. Please send the rest in the chat.',
      );
    }
    if (!chat) {
      setBlocked(link);
      toast.warning('Your browser blocked the WhatsApp window. Use “Open WhatsApp” or “Copy message” in the form.');
      // The fallback renders below Place Order: bring it into view and give it focus.
      requestAnimationFrame(() => {
        const fallback = document.getElementById(fallbackId);
        fallback?.scrollIntoView({ block: 'nearest' });
        fallback?.querySelector<HTMLElement>('a')?.focus();
      });
      return;
    }
    chat.opener = null;
    toast.success(`WhatsApp is open with order ${ref}. Press send there to place it.`);
    clearDraft(browserStorage('sessionStorage'), product.sku);
    setValues({ ...values, quantity: String(product.minQuantity) });
    setTouched(new Set());
    setSubmitted(false);
    setBlocked(undefined);
    setReference(undefined);
    setOpen(false);
  };

  const forget = () => {
    forgetDetails(browserStorage('localStorage'));
    clearDraft(browserStorage('sessionStorage'), product.sku);
    setValues({ ...initialOrderValues(product.minQuantity, profile.delivery), quantity: values.quantity });
    setHasSavedDetails(false);
    setTouched(new Set());
    toast.info('Your details were removed from this device.');
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(
        `Order message copied. Paste it into a WhatsApp chat with ${profile.displayName} (${profile.phone ?? `+${profile.whatsAppNumber}`}).`,
      );
    } catch {
      toast.error('Copying did not work in this browser. Use “Open WhatsApp” instead.');
    }
  };

  const rows = [
    { term: 'Product', value: product.title },
    ...(size ? [{ term: 'Size', value: `${size.lengthFeet} ft × ${size.widthFeet} ft` }] : []),
    { term: 'Unit price', value: unit === null ? 'Price on request' : formatPaise(unit) },
    { term: 'Quantity', value: quantity.ok ? String(quantity.value) : '—' },
    { term: 'Total', value: unit === null ? 'Price on request' : total === null ? '—' : formatPaise(total) },
    ...(reference ? [{ term: 'Order ref', value: reference }] : []),
  ];

  const dialog = (
    <OrderDialog
      open={isOpen}
      heading={`Order: ${product.title}`}
      fields={orderFields}
      values={values}
      errors={errors}
      notes={notes}
      onChange={change}
      onBlur={(name) => setTouched((old) => (old.has(name) ? old : new Set(old).add(name)))}
      onSubmit={submit}
      onClose={close}
      summary={<OrderSummary label="Order summary" rows={rows} />}
      footer={
        <Box display="flex" flexDirection="column" gap="sm">
          {blocked ? (
            <Box
              id={fallbackId}
              display="flex"
              flexDirection="column"
              gap="xs"
              padding="sm"
              background="sunken"
              borderRadius="md"
            >
              <Text size="sm">
                Your browser blocked the new window.{' '}
                <Link href={blocked.url} external>
                  Open WhatsApp
                </Link>{' '}
                to send your order, or copy the message and paste it into WhatsApp yourself.
              </Text>
              <Button type="button" tone="secondary" size="sm" onClick={() => void copy(blocked.text)}>
                Copy message
              </Button>
            </Box>
          ) : (
            <Text size="sm" tone="muted">
              Place Order opens WhatsApp with your order typed in, ready to send to {profile.displayName}.
            </Text>
          )}
          {hasSavedDetails ? (
            <Box display="flex" alignItems="center" justifyContent="space-between" gap="xs" flexWrap="wrap">
              <Text size="sm" tone="muted">
                Your details are saved on this device for your next order.
              </Text>
              <Button type="button" tone="ghost" size="sm" onClick={forget}>
                Forget my details
              </Button>
            </Box>
          ) : null}
        </Box>
      }
    />
  );

  return { open, dialog };
}
