import type { ReactNode } from 'react';
import { ListLayout } from '../../private/ListLayout';
import type { Sprinkles } from '../../styles/sprinkles.css';

/** Props of {@link Tiles}. */
export interface TilesProps {
  /** Accessible name of the list, e.g. 'All categories'. */
  label?: string;
  /** Equal columns, 1–7, per breakpoint: `{ mobile: 3, md: 4, lg: 7 }`. */
  columns: Sprinkles['gridTemplateColumns'];
  /** Gap between tiles, a space token. Default `md`. */
  space?: Sprinkles['gap'];
  /** How each tile sits in its cell. Default `stretch`. */
  justifyItems?: Sprinkles['justifyItems'];
  /** The tiles; each becomes one list item. */
  children: ReactNode;
}

/**
 * A grid of equal tiles as a list (after Braid's `Tiles`): product grids, category
 * tiles, blog cards. Columns change at the theme's breakpoints (640 / 768 / 1024 px).
 */
export function Tiles({ label, columns, space = 'md', justifyItems, children }: TilesProps) {
  return (
    <ListLayout label={label} display="grid" gridTemplateColumns={columns} gap={space} justifyItems={justifyItems}>
      {children}
    </ListLayout>
  );
}
