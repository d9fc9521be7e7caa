import type { ReactNode } from 'react';
import { ListLayout } from '../../private/ListLayout';
import type { Sprinkles } from '../../styles/sprinkles.css';

/** Props of {@link Inline}. */
export interface InlineProps {
  /** Accessible name of the list, e.g. 'Shop by needs'. */
  label?: string;
  /** Gap between items, a space token. Default `md`. */
  space?: Sprinkles['gap'];
  /** Where a row that does not fill the width sits. Default `flex-start`. */
  align?: Sprinkles['justifyContent'];
  /** The items; each becomes one list item. */
  children: ReactNode;
}

/** A row of items as a list that wraps onto more lines on narrow screens (after Braid's `Inline`). */
export function Inline({ label, space = 'md', align, children }: InlineProps) {
  return (
    <ListLayout label={label} display="flex" flexWrap="wrap" gap={space} justifyContent={align}>
      {children}
    </ListLayout>
  );
}
