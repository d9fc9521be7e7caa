import { Children, type ReactNode } from 'react';
import * as styles from './ProductGrid.css';

/** Props of {@link ProductGrid}: the cards, and an accessible `label` for the list. */
export interface ProductGridProps {
  label: string;
  children: ReactNode;
}

/** A responsive list of product cards: 1, then 3 (≥640 px), then 4 (≥1024 px) columns. */
export function ProductGrid({ label, children }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </ul>
  );
}
