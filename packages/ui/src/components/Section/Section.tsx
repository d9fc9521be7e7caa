import { useId, type ReactNode } from 'react';
import * as styles from './Section.css';

/**
 * Props of {@link Section}: a visible `heading` (h1 or h2), optional `intro` text, and
 * content. `id` makes the section an in-page link target (`href="#id"`).
 */
export interface SectionProps {
  heading: string;
  id?: string;
  headingLevel?: 1 | 2;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled page section; the heading labels the region for assistive tech. */
export function Section({ heading, id: anchor, headingLevel = 2, intro, children }: SectionProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section id={anchor} className={styles.section} aria-labelledby={id}>
      <Heading id={id} className={styles.heading}>
        {heading}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
