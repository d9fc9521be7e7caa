import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

/**
 * Props of {@link EmptyState}: a `heading`, an explaining `text`, and `actions`
 * (links or buttons) that lead somewhere useful. `headingLevel` defaults to 1, as an
 * empty state usually replaces a whole page's content.
 */
export interface EmptyStateProps {
  heading: string;
  text: ReactNode;
  actions?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}

/** A helpful 'nothing here' panel: says what happened and offers ways on (never a blank page). */
export function EmptyState({ heading, text, actions, headingLevel = 1 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.root}>
      <Heading className={styles.heading}>{heading}</Heading>
      <p className={styles.text}>{text}</p>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
