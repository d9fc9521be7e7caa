import type { ReactNode } from 'react';
import { Text } from '../Text';
import * as styles from './OrderListSummary.css';

/** Props of {@link OrderListSummary}. */
export interface OrderListSummaryProps {
  /** The words before the total, e.g. 'Grand total'. */
  label: string;
  /** The grand total, formatted (e.g. '₹20,662.50'). */
  total: ReactNode;
  /** A line under it, e.g. '1 item is priced in the chat.' */
  note?: ReactNode;
  /** The list's actions, e.g. 'Send order on WhatsApp'. */
  children?: ReactNode;
}

/** The order list's grand total, what it leaves out, and its actions. */
export function OrderListSummary({ label, total, note, children }: OrderListSummaryProps) {
  return (
    <section className={styles.summary} aria-label={label}>
      <div className={styles.total}>
        <Text weight="bold">{label}</Text>
        <Text as="span" size="xl" weight="bold" numeric="tabular" role="status">
          {total}
        </Text>
      </div>
      {note ? (
        <Text size="sm" tone="muted">
          {note}
        </Text>
      ) : null}
      {children}
    </section>
  );
}
