import type { ReactNode } from 'react';
import { Text } from '../Text';
import * as styles from './Notice.css';

/** Props of {@link Notice}. */
export interface NoticeProps {
  /** `info` (default) for helpful notes; `warning` for something the shop must fix or the shopper must know. */
  tone?: 'info' | 'warning';
  /** The message, one line on a desktop. */
  children: ReactNode;
}

/** A full-width notice strip, e.g. that the shop is still using a placeholder number. */
export function Notice({ tone = 'info', children }: NoticeProps) {
  return (
    <Text size="sm" tone={tone === 'info' ? 'info' : 'normal'} className={styles.notice({ tone })} role="note">
      {children}
    </Text>
  );
}
