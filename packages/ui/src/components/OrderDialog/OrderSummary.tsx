/**
 * The order's key figures, apart from the dialog that shows them (`OrderDialog.tsx`): a page
 * builds its summary without loading the dialog with its first paint.
 */
import type { ReactNode } from 'react';
import { Text } from '../Text';
import * as styles from './OrderDialog.css';

/** One row of an {@link OrderSummary}. */
export interface OrderSummaryRow {
  /** What the figure is, e.g. 'Unit price'. */
  term: string;
  /** The figure, already formatted, e.g. '₹200'. */
  value: ReactNode;
}

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  /** The rows, in order. */
  rows: readonly OrderSummaryRow[];
  /** The list's accessible name, e.g. 'Order summary'. */
  label: string;
}

/** The order's key figures (unit price, quantity, line total…) as a description list. */
export function OrderSummary({ rows, label }: OrderSummaryProps) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {rows.map((row) => (
        <div key={row.term} className={styles.summaryRow}>
          <Text as="dt" size="sm" tone="muted">
            {row.term}
          </Text>
          <Text as="dd" weight="bold" numeric="tabular" className={styles.summaryValue}>
            {row.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
