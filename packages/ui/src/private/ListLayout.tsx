import { Children, type ReactNode } from 'react';
import type { Sprinkles } from '../styles/sprinkles.css';
import { Box } from '../components/Box';
import * as styles from './ListLayout.css';

/** Props of {@link ListLayout}: layout sprinkles for the list, its accessible `label`, and the items. */
export type ListLayoutProps = Sprinkles & {
  /** Accessible name of the list, e.g. 'All categories'. */
  label?: string;
  /** The items; each becomes one `<li>`. */
  children: ReactNode;
};

/**
 * The one place a layout wraps each child in an `<li>` of a `<ul>`, so screen readers
 * announce 'list, 7 items'. Used by `Tiles` and `Inline`; empty children are skipped.
 */
export function ListLayout({ label, children, ...layout }: ListLayoutProps) {
  return (
    <Box as="ul" aria-label={label} className={styles.list} {...layout}>
      {Children.map(children, (child) => (child ? <li>{child}</li> : null))}
    </Box>
  );
}
