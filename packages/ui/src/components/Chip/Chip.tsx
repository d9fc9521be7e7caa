import type { ReactNode } from 'react';
import { Text } from '../Text';
import * as styles from './Chip.css';

/** Chip tones, for stories and docs. */
export const chipTones = ['success', 'info', 'warning', 'neutral'] as const;

/** Props of {@link Chip}. */
export interface ChipProps {
  /** The status colour. Default `neutral`. */
  tone?: (typeof chipTones)[number];
  /** A word or two. */
  children: ReactNode;
}

/** A small status label, e.g. the product card's 'Lowest price' (spec §2). */
export function Chip({ tone = 'neutral', children }: ChipProps) {
  return (
    <Text
      as="span"
      size="xs"
      weight="bold"
      leading="normal"
      tone={tone === 'neutral' ? 'normal' : tone}
      className={styles.chip({ tone })}
    >
      {children}
    </Text>
  );
}
