import { formatPaise, productPath } from '@storefront/catalog';
import { buildOrderListLink, MAX_QUANTITY, parseQuantity, shopMessageTemplates } from '@storefront/order-link';
import {
  Box,
  Button,
  defaultOrderDialogLabels,
  EmptyState,
  Heading,
  OrderListLine,
  OrderListSummary,
  OrderSummary,
  Skeleton,
  SkeletonRegion,
  Text,
} from '@storefront/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { orderProductPath } from '../lib/navigationState';
import { customerFields, customerForMessage, initialOrderValues } from '../lib/orderForm';
import { resolveOrderList, type OrderListEntry } from '../lib/orderList';
import { orderListStore, useOrderList, type OrderListStore } from '../lib/orderListStore';
import { itemCount, sizeText, summariseOrderList } from '../lib/orderListText';
import { catalogue, content, profile } from '../shop';
import { useOrderHandOff } from './OrderHandOff';
import { OrderListNotices, SentOrderQuestion } from './OrderListNotices';

/** A line's identity on the page: its product and size (a product can be on the list in two sizes). */
const lineKey = (entry: Pick<OrderListEntry, 'sku' | 'size'>) =>
  entry.size ? `${entry.sku}@${entry.size.lengthFeet}x${entry.size.widthFeet}` : entry.sku;

/** The absolute address of a product's page, for the message. */
const productUrl = (entry: OrderListEntry) =>
  new URL(productPath(entry.product) ?? orderProductPath(entry.product), window.location.origin).href;

/**
 * The order list page (issue 10): every line with its picture, title, size, quantity
 * (stepper and free entry, never below the product's minimum), unit price, line total,
 * personalisation note and Remove; the grand total; and 'Send order on WhatsApp', which
 * opens the same details form as Buy Now and hands one message for the whole list to
 * WhatsApp. Prices, titles and minimums come from the current catalogue; a line whose
 * product is gone is dropped with a notice. After a hand-off the list asks whether the
 * order went through before anything is cleared.
 */
export function OrderListPage({ store = orderListStore }: { store?: OrderListStore }) {
  const list = useOrderList(store);
  const { entries, dropped } = useMemo(() => resolveOrderList(catalogue, list.lines), [list.lines]);
  // Quantities as typed that are not (yet) a valid quantity, by line; the list keeps the last valid one.
  const [typed, setTyped] = useState<Readonly<Record<string, string>>>({});
  const [sendProblem, setSendProblem] = useState<string | undefined>();
  const itemsHeading = useRef<HTMLHeadingElement>(null);
  const promptHeading = useRef<HTMLHeadingElement>(null);
  const itemsHeadingId = useId();

  // A product that left the catalogue leaves the stored list too; the store remembers it for the notice.
  useEffect(() => store.drop(dropped), [dropped, store]);

  const quantityProblem = (entry: OrderListEntry): string | undefined => {
    const text = typed[lineKey(entry)];
    if (text === undefined) return undefined;
    const parsed = parseQuantity(text, entry.product.minQuantity);
    return parsed.ok ? undefined : parsed.error;
  };

  const { messageLines, totals, grandTotal, pricedInChatNote } = summariseOrderList(entries);

  const handOff = useOrderHandOff({
    draftKey: 'order-list',
    heading: `Send your order list (${itemCount(entries.length)})`,
    fields: customerFields,
    initialValues: () => initialOrderValues(1, profile.delivery),
    errors: () => ({}),
    labels: { ...defaultOrderDialogLabels, submit: 'Send order on WhatsApp' },
    summary: (_values, reference) => (
      <OrderSummary
        label="Order summary"
        rows={[
          { term: 'Items', value: String(entries.length) },
          { term: 'Grand total', value: grandTotal },
          ...(reference ? [{ term: 'Order ref', value: reference }] : []),
        ]}
      />
    ),
    compose: (values, reference) =>
      buildOrderListLink(
        {
          lines: entries.map((entry, i) => ({ ...messageLines[i]!, productUrl: productUrl(entry) })),
          customer: customerForMessage(values),
          reference,
        },
        profile,
        shopMessageTemplates(profile).orderList,
      ),
    onHandedOff: (reference) => {
      store.markSent({
        reference,
        lines: entries.map((entry) => ({ sku: entry.sku, ...(entry.size ? { size: entry.size } : {}) })),
      });
    },
    // Back from WhatsApp, the question is the first thing to hear.
    focusAfterHandOff: () => promptHeading.current,
  });

  const changeQuantity = (entry: OrderListEntry, text: string) => {
    const key = lineKey(entry);
    const parsed = parseQuantity(text, entry.product.minQuantity);
    if (parsed.ok) store.update(entry.index, { quantity: parsed.value });
    setTyped((before) => {
      const { [key]: _old, ...rest } = before;
      return parsed.ok && String(parsed.value) === text.trim() ? rest : { ...rest, [key]: text };
    });
    setSendProblem(undefined);
  };

  const remove = (entry: OrderListEntry) => {
    store.remove(entry.index);
    setTyped(({ [lineKey(entry)]: _gone, ...rest }) => rest);
    toast.info(`${entry.product.title} was removed from your order list.`);
    // The focused button is gone: continue from the list's heading.
    requestAnimationFrame(() => itemsHeading.current?.focus());
  };

  const send = () => {
    const invalid = entries.find((entry) => quantityProblem(entry) !== undefined);
    if (invalid) {
      setSendProblem(`Check the quantity of ${invalid.product.title}: ${quantityProblem(invalid)}`);
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSendProblem(undefined);
    handOff.open();
  };

  const answer = (wentThrough: boolean) => {
    store.confirmSent(wentThrough);
    toast.success(
      wentThrough
        ? 'Thank you for your order! Your list is cleared.'
        : 'Your list is kept. Send it again whenever you are ready.',
    );
  };

  if (!list.ready) {
    return (
      <Box display="flex" flexDirection="column" gap="md">
        <Heading level={1}>Your order list</Heading>
        <SkeletonRegion label="Loading your order list…">
          <Skeleton shape="block" height="8rem" />
          <Skeleton shape="block" height="8rem" />
        </SkeletonRegion>
      </Box>
    );
  }

  const notices = <OrderListNotices list={list} />;
  const prompt = list.sent ? <SentOrderQuestion sent={list.sent} onAnswer={answer} headingRef={promptHeading} /> : null;

  if (entries.length === 0) {
    return (
      <Box display="flex" flexDirection="column" gap="md">
        <Heading level={1}>Your order list</Heading>
        {notices}
        {prompt}
        <EmptyState
          headingLevel={2}
          heading="Your order list is empty"
          text="Add products with “Add to order list” (or “Add” on a product card) and send them all to us in one WhatsApp message."
          actions={
            <>
              <Button href="/">Browse the shop</Button>
              {catalogue.navigation.map((link) => (
                <Button key={link.href} href={link.href} tone="secondary" size="sm">
                  {link.label}
                </Button>
              ))}
            </>
          }
        />
      </Box>
    );
  }

  return (
    <Box display="flex" flexDirection="column" gap="lg">
      <Heading level={1}>Your order list</Heading>
      {notices}
      {prompt}
      <Box as="section" aria-labelledby={itemsHeadingId} display="flex" flexDirection="column" gap="md">
        <Heading level={2} size="lg" id={itemsHeadingId} ref={itemsHeading} tabIndex={-1}>
          {itemCount(entries.length)} on your list
        </Heading>
        {entries.map((entry, i) => {
          const line = totals.lines[i];
          return (
            <OrderListLine
              key={lineKey(entry)}
              title={entry.product.title}
              href={productPath(entry.product)}
              image={entry.product.images[0]}
              size={entry.size ? sizeText(entry.size) : undefined}
              quantity={typed[lineKey(entry)] ?? String(entry.quantity)}
              minQuantity={entry.product.minQuantity}
              maxQuantity={MAX_QUANTITY}
              onQuantityChange={(text) => changeQuantity(entry, text)}
              quantityError={quantityProblem(entry)}
              unitPrice={line?.unitPaise == null ? 'Price on request' : formatPaise(line.unitPaise)}
              lineTotal={line?.lineTotalPaise == null ? 'Price on request' : formatPaise(line.lineTotalPaise)}
              note={entry.note}
              onNoteChange={(note) => store.update(entry.index, { note })}
              photoNote={entry.product.withPhotos ? content.productPage?.photoNote : undefined}
              onRemove={() => remove(entry)}
            />
          );
        })}
      </Box>
      <OrderListSummary label="Grand total" total={grandTotal} note={pricedInChatNote}>
        {sendProblem ? (
          <Text size="sm" weight="medium" tone="error" role="alert">
            {sendProblem}
          </Text>
        ) : null}
        <Box display="flex" flexWrap="wrap" gap="sm" alignItems="center">
          <Button size="lg" onClick={send}>
            Send order on WhatsApp
          </Button>
          <Button href="/" tone="ghost">
            Keep shopping
          </Button>
        </Box>
        <Text size="sm" tone="muted">
          Your list stays on this device until you clear it. WhatsApp opens with the whole order typed in, ready to send
          to {profile.displayName}.
        </Text>
      </OrderListSummary>
      {handOff.dialog}
    </Box>
  );
}
