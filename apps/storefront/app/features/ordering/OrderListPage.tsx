import { findOrderable, quantityRule, variantPath } from '@storefront/catalog';
import { buildOrderListLink, parseQuantity, shopMessageTemplates } from '@storefront/order-link';
import { Box, Button, orderDialogLabels, Heading, OrderListSummary, OrderSummary, Text, notify } from '@storefront/ui';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { orderProductPath } from '../../lib/navigationState';
import { customerFields, customerForMessage, initialOrderValues } from './orderForm';
import { resolveOrderList, type OrderListEntry } from './orderList';
import { OrderListItem } from './OrderListItem';
import { orderListStore, useOrderList, type OrderListStore } from './orderListStore';
import { summariseOrderList } from './orderListSummary';
import { itemCount } from './orderListText';
import { localisePath, type PageLocale, useLocale } from '../../i18n/locale';
import { quantityProblemText } from './problemText';
import { m } from '../../paraglide/messages.js';
import { deliveryNames, messageLocale, deliveryIn, profile } from '../../shop';
import { optionsText } from './lineOptions';
import { useOrderProducts } from '../../offline/orderProducts';
import { useOrderHandOff } from './OrderHandOff';
import {
  OrderListEmpty,
  OrderListIntro,
  OrderListNotices,
  OrderListWaiting,
  SentOrderQuestion,
} from './OrderListNotices';

/** A line's identity on the page: its product and size (a product can be on the list in two sizes). */
const lineKey = (entry: Pick<OrderListEntry, 'sku' | 'size'>) =>
  entry.size ? `${entry.sku}@${entry.size.lengthFeet}x${entry.size.widthFeet}` : entry.sku;

/** The absolute address of a product's page in the page's language (`locale`), for the message. */
const productUrl = (entry: OrderListEntry, locale: PageLocale) =>
  new URL(localisePath(variantPath(entry.product) ?? orderProductPath(entry.product), locale), window.location.origin)
    .href;

/**
 * The order list page: every line with its picture, title, size, quantity
 * (stepper and free entry, never below the product's minimum), unit price, line total,
 * personalisation note and Remove; the grand total; and 'Send order on WhatsApp', which
 * opens the same details form as Buy Now and hands one message for the whole list to
 * WhatsApp. Prices, titles and minimums come from the current catalogue; a line whose
 * product is gone is dropped with a notice. After a hand-off the list asks whether the
 * order went through before anything is cleared.
 */
export function OrderListPage({ store = orderListStore }: { store?: OrderListStore }) {
  const list = useOrderList(store);
  // Prices, titles and minimums come from the current catalogue: the lines' product shards, loaded on demand.
  const locale = useLocale();
  const { shop, messageShop, skus, failed } = useOrderProducts(
    locale,
    list.lines.map((line) => line.sku),
  );
  // A line whose shard is still loading (added in another tab) waits; it is not gone.
  const { entries, dropped } = useMemo(
    () => (shop ? resolveOrderList(shop.catalogue, list.lines, (sku) => skus.has(sku)) : { entries: [], dropped: [] }),
    [shop, skus, list.lines],
  );
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
    const parsed = parseQuantity(text, quantityRule(entry.product));
    return parsed.ok ? undefined : quantityProblemText(parsed, entry.product);
  };

  const { messageLines, totals, grandTotal, pricedInChatNote } = summariseOrderList(entries, locale);

  const handOff = useOrderHandOff({
    draftKey: 'order-list',
    heading: m.orderList_sendHeading({ items: itemCount(entries.length) }),
    fields: customerFields(),
    initialValues: () => initialOrderValues(1, deliveryIn(locale)),
    errors: () => ({}),
    labels: { ...orderDialogLabels(), submit: m.orderList_send() },
    summary: (_values, reference) => (
      <OrderSummary
        label={m.summary_label()}
        rows={[
          { term: m.summary_items(), value: String(entries.length) },
          { term: m.summary_grandTotal(), value: grandTotal },
          ...(reference ? [{ term: m.summary_reference(), value: reference }] : []),
        ]}
      />
    ),
    compose: (values, reference) =>
      buildOrderListLink(
        {
          lines: entries.map((entry, i) => {
            const product = (messageShop && findOrderable(messageShop.catalogue, entry.sku)) ?? entry.product;
            const variant = optionsText(product, messageLocale);
            return {
              ...messageLines[i]!,
              product,
              productUrl: productUrl(entry, locale),
              ...(variant ? { variant } : {}),
            };
          }),
          customer: customerForMessage(values, deliveryNames()),
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
    const parsed = parseQuantity(text, quantityRule(entry.product));
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
    void notify('info', m.orderList_removed({ title: entry.product.title }));
    // The focused button is gone: continue from the list's heading.
    requestAnimationFrame(() => itemsHeading.current?.focus());
  };

  const send = () => {
    const invalid = entries.find((entry) => quantityProblem(entry) !== undefined);
    if (invalid) {
      setSendProblem(
        m.orderList_checkQuantity({ title: invalid.product.title, problem: quantityProblem(invalid) ?? '' }),
      );
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSendProblem(undefined);
    handOff.open();
  };

  const answer = (wentThrough: boolean) => {
    store.confirmSent(wentThrough);
    void notify('success', wentThrough ? m.orderList_thanks() : m.orderList_kept());
  };

  // One tree in every state with the heading first, so the heading is never replaced:
  // focus put on it by a client-side navigation stays as the list arrives.
  let body: ReactNode;
  // Nothing to show yet while the lines' products are still on their way (first load: never 'empty').
  const waiting = !shop || (entries.length === 0 && list.lines.some((line) => !skus.has(line.sku)));
  if (!list.ready || waiting) {
    body = <OrderListWaiting failed={list.ready && failed} />;
  } else {
    const notices = <OrderListNotices list={list} />;
    const prompt = list.sent ? (
      <SentOrderQuestion sent={list.sent} onAnswer={answer} headingRef={promptHeading} />
    ) : null;
    body =
      entries.length === 0 ? (
        <>
          {notices}
          {prompt}
          <OrderListEmpty />
        </>
      ) : (
        <>
          {notices}
          {prompt}
          <Box as="section" aria-labelledby={itemsHeadingId} display="flex" flexDirection="column" gap="md">
            <Heading level={2} size="lg" id={itemsHeadingId} ref={itemsHeading} tabIndex={-1}>
              {m.orderList_itemsHeading({ items: itemCount(entries.length) })}
            </Heading>
            {entries.map((entry, i) => (
              <OrderListItem
                key={lineKey(entry)}
                entry={entry}
                line={totals.lines[i]?.linePrice ?? null}
                locale={locale}
                typedQuantity={typed[lineKey(entry)]}
                quantityError={quantityProblem(entry)}
                onQuantityChange={(text) => changeQuantity(entry, text)}
                onNoteChange={(note) => store.update(entry.index, { note })}
                onRemove={() => remove(entry)}
                noteHint={shop.profile.orderNoteHint}
                photoNote={shop.content.productPage?.photoNote}
              />
            ))}
          </Box>
          <OrderListSummary label={m.summary_grandTotal()} total={grandTotal} note={pricedInChatNote}>
            {sendProblem ? (
              <Text size="sm" weight="medium" tone="error" role="alert">
                {sendProblem}
              </Text>
            ) : null}
            <Box display="flex" flexWrap="wrap" gap="sm" alignItems="center">
              <Button size="lg" onClick={send}>
                {m.orderList_send()}
              </Button>
              <Button href="/" tone="ghost">
                {m.orderList_keepShopping()}
              </Button>
            </Box>
            <Text size="sm" tone="muted">
              {m.orderList_footnote({ shopName: profile.displayName })}
            </Text>
          </OrderListSummary>
          {handOff.dialog}
        </>
      );
  }
  const listShown = list.ready && !waiting && entries.length > 0;
  return (
    <Box display="flex" flexDirection="column" gap={listShown ? 'lg' : 'md'}>
      <OrderListIntro />
      {body}
    </Box>
  );
}
