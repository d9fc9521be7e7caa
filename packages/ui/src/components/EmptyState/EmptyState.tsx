import type { ReactNode } from 'react';
import { Heading, Text } from '../Text';
import * as styles from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What happened, e.g. 'Page not found'. */
  heading: string;
  /** Why, and what the shopper can do next. */
  text: ReactNode;
  /** Links or buttons that lead somewhere useful. */
  actions?: ReactNode;
  /** Default 1, as an empty state usually replaces a whole page's content. */
  headingLevel?: 1 | 2 | 3;
}

/** A helpful 'nothing here' panel: says what happened and offers ways on (never a blank page). */
export function EmptyState({ heading, text, actions, headingLevel = 1 }: EmptyStateProps) {
  return (
    <section className={styles.root}>
      <Heading level={headingLevel} size="xl">
        {heading}
      </Heading>
      <Text tone="muted" className={styles.text}>
        {text}
      </Text>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
