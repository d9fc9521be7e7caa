import type { ReactNode } from 'react';
import * as styles from './Chip.css';

/** Chip tones, for stories and docs. */
export const chipTones = ['success', 'info', 'warning', 'neutral'] as const;

/** Props of {@link Chip}: a short label and a status `tone`. */
export interface ChipProps {
  tone?: (typeof chipTones)[number];
  children: ReactNode;
}

/** A small status label, e.g. the product card's 'Lowest price' (spec §2). */
export function Chip({ tone, children }: ChipProps) {
  return <span className={styles.chip({ tone })}>{children}</span>;
}
