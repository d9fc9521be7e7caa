import { Children, type ReactNode } from 'react';
import { Text } from '../Text';
import { Tiles } from '../Tiles';
import * as styles from './ProductGrid.css';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  /** Accessible name of the list, e.g. 'Business Cards products'. */
  label: string;
  /** The product cards. */
  children: ReactNode;
  /** Shown instead of an empty list. Default 'No products to show yet.' */
  emptyText?: string;
}

/**
 * A responsive list of product cards (spec §2): 1, then 3 (≥ 640 px), then 4
 * (≥ 1024 px) columns. With no cards it says so, rather than leaving a blank gap.
 */
export function ProductGrid({ label, children, emptyText = 'No products to show yet.' }: ProductGridProps) {
  if (Children.toArray(children).length === 0) {
    return (
      <Text tone="muted" className={styles.empty}>
        {emptyText}
      </Text>
    );
  }
  return (
    <Tiles label={label} columns={{ mobile: 1, sm: 3, lg: 4 }} space="lg">
      {children}
    </Tiles>
  );
}
