import { Children, type ReactNode } from 'react';
import { Text } from '../Text';
import { Tiles } from '../Tiles';
import * as styles from './ProductGrid.css';
import { m } from '../../paraglide/messages.js';

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
 * A responsive list of product cards (spec §2: 1 to 4 columns): 1, then 2 (≥ 640 px),
 * 3 (≥ 768 px) and 4 (≥ 1024 px), so a card is never narrower than about 230 px and
 * Buy Now and Add fit side by side. With no cards it says so, rather than leaving a blank gap.
 */
export function ProductGrid({ label, children, emptyText = m.common_noProducts() }: ProductGridProps) {
  if (Children.toArray(children).length === 0) {
    return (
      <Text tone="muted" className={styles.empty}>
        {emptyText}
      </Text>
    );
  }
  return (
    <Tiles label={label} columns={{ mobile: 1, sm: 2, md: 3, lg: 4 }} space="lg">
      {children}
    </Tiles>
  );
}
