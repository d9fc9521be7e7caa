import { Children, type ReactNode } from 'react';
import * as styles from './ProductGrid.css';

/**
 * Props of {@link ProductGrid}: the cards, an accessible `label` for the list, and the
 * `emptyText` shown instead of an empty list (default 'No products to show yet.').
 */
export interface ProductGridProps {
  label: string;
  children: ReactNode;
  emptyText?: string;
}

/**
 * A responsive list of product cards: 1, then 3 (≥640 px), then 4 (≥1024 px) columns.
 * With no cards it says so, rather than leaving a blank gap.
 */
export function ProductGrid({ label, children, emptyText = 'No products to show yet.' }: ProductGridProps) {
  if (Children.toArray(children).length === 0) {
    return <p className={styles.empty}>{emptyText}</p>;
  }
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}
