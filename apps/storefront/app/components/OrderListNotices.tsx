import { Box, Button, Heading, Notice, Text } from '@storefront/ui';
import { useId, type Ref } from 'react';
import type { OrderListState, SentOrder } from '../lib/orderListStore';
import { profile } from '../shop';

/**
 * What the order list page says about the list itself (issue 10): that this browser
 * cannot keep it, that what was stored could not be read, or which lines were dropped
 * because their product left the catalogue (by SKU: titles are never stored).
 */
export function OrderListNotices({ list }: { list: Pick<OrderListState, 'kept' | 'unreadable' | 'dropped'> }) {
  const { dropped } = list;
  return (
    <>
      {!list.kept ? (
        <Notice tone="warning">
          This browser is not letting us keep your list on this device (its storage is full or blocked). The list works
          while this tab stays open: send it before you close the tab.
        </Notice>
      ) : null}
      {list.unreadable ? (
        <Notice tone="info">The order list saved on this device could not be read, so a new list was started.</Notice>
      ) : null}
      {dropped.length > 0 ? (
        <Notice tone="info">
          {dropped.length === 1
            ? 'One item on your list is no longer in the shop and was removed'
            : `${dropped.length} items on your list are no longer in the shop and were removed`}{' '}
          (code {dropped.join(', ')}).
        </Notice>
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
 * 'Did your order go through on WhatsApp?' (issue 10): WhatsApp sends only when the
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
        Did your order go through on WhatsApp?
      </Heading>
      <Text>
        We opened WhatsApp with order {sent.reference}. It reaches {profile.displayName} only once you press Send in
        WhatsApp.
      </Text>
      <Box display="flex" flexWrap="wrap" gap="sm">
        <Button onClick={() => onAnswer(true)}>Yes, clear my list</Button>
        <Button tone="secondary" onClick={() => onAnswer(false)}>
          Not yet
        </Button>
      </Box>
    </Box>
  );
}
