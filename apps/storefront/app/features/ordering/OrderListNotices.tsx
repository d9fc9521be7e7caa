import { Box, Button, EmptyState, Heading, Notice, Skeleton, SkeletonRegion, Text } from '@storefront/ui';
import { useId, type Ref } from 'react';
import type { OrderListState, SentOrder } from './orderListStore';
import { m } from '../../paraglide/messages.js';
import { profile } from '../../shop';
import { CategoryButtons } from '../catalogue/CategoryButtons';
import { PageError } from '../../components/PageError';
import { SlowLoading } from '../../offline/SlowLoading';

/**
 * What the order list page says about the list itself: that this browser
 * cannot keep it, that what was stored could not be read, or which lines were dropped
 * because their product left the catalogue (by SKU: titles are never stored).
 */
export function OrderListNotices({ list }: { list: Pick<OrderListState, 'kept' | 'unreadable' | 'dropped'> }) {
  const { dropped } = list;
  return (
    <>
      {!list.kept ? <Notice tone="warning">{m.notice_notKept()}</Notice> : null}
      {list.unreadable ? <Notice tone="info">{m.notice_unreadable()}</Notice> : null}
      {dropped.length > 0 ? (
        <Notice tone="info">{m.notice_dropped({ count: dropped.length, codes: dropped.join(', ') })}</Notice>
      ) : null}
    </>
  );
}

/** Props of {@link SentOrderQuestion}. */
export interface SentOrderQuestionProps {
  /** The list handed to WhatsApp. */
  sent: SentOrder;
  /** The shopper's answer: true for 'Yes, clear my list', false for 'Not yet'. */
  onAnswer: (wentThrough: boolean) => void;
  /** The question's heading, so focus can move to it after the hand-off. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * 'Did your order go through on WhatsApp?': WhatsApp sends only when the
 * shopper presses Send there, so the list is cleared only when they say so.
 */
export function SentOrderQuestion({ sent, onAnswer, headingRef }: SentOrderQuestionProps) {
  const headingId = useId();
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      display="flex"
      flexDirection="column"
      gap="sm"
      padding="md"
      background="sunken"
      borderRadius="md"
    >
      <Heading level={2} size="lg" id={headingId} ref={headingRef} tabIndex={-1}>
        {m.sent_heading()}
      </Heading>
      <Text>{m.sent_text({ reference: sent.reference, shopName: profile.displayName })}</Text>
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button onClick={() => onAnswer(true)}>{m.sent_yes()}</Button>
        <Button tone="secondary" onClick={() => onAnswer(false)}>
          {m.sent_no()}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The order list page before it can show the list, under its heading:
 * placeholders while the list and the catalogue load (the prerendered shell), or, when
 * the catalogue could not be fetched (offline before it was ever loaded), why not.
 */
export function OrderListWaiting({ failed }: { failed: boolean }) {
  return (
    <>
      <noscript>
        <Notice tone="warning">{m.orderList_needsJavaScript()}</Notice>
      </noscript>
      {failed ? (
        <PageError headingLevel={2} error={new Error('The catalogue could not be loaded')} />
      ) : (
        <SkeletonRegion label={m.orderList_loading()} slow={<SlowLoading />}>
          <Skeleton shape="block" height="8rem" />
          <Skeleton shape="block" height="8rem" />
        </SkeletonRegion>
      )}
    </>
  );
}

/**
 * The order list's heading and what the page is for: the same elements in
 * every state (focus put on the heading stays there as the list arrives), and in the
 * prerendered page, so a shopper reads it before the stored list is drawn
 * (and it is the page's largest first paint, not the list that follows).
 */
export function OrderListIntro() {
  return (
    <>
      <Heading level={1}>{m.orderList_heading()}</Heading>
      <Text size="lg">{m.orderList_intro()}</Text>
    </>
  );
}

/** An empty order list: says so, with a way home and to every category. */
export function OrderListEmpty() {
  return (
    <EmptyState
      headingLevel={2}
      heading={m.orderList_emptyHeading()}
      text={m.orderList_emptyText()}
      actions={<CategoryButtons home={m.orderList_browse()} />}
    />
  );
}
