import { useId, type ReactNode } from 'react';
import { Heading, Text } from '../Text';
import * as styles from './Section.css';

/** Props of {@link Section}. */
export interface SectionProps {
  /** The visible title; it also names the region for assistive tech. */
  heading: string;
  /** Makes the section an in-page link target (`href="#id"`). */
  id?: string;
  /** 1 when the section is the page's main content, else 2 (default). */
  headingLevel?: 1 | 2;
  /** A line of muted text under the heading. */
  intro?: ReactNode;
  /** The section's content. */
  children: ReactNode;
}

/** A titled page section; the heading labels the region for assistive tech. */
export function Section({ heading, id: anchor, headingLevel = 2, intro, children }: SectionProps) {
  const id = useId();
  return (
    <section id={anchor} className={styles.section} aria-labelledby={id}>
      <Heading id={id} level={headingLevel} size="xl">
        {heading}
      </Heading>
      {intro ? <Text tone="muted">{intro}</Text> : null}
      {children}
    </section>
  );
}
