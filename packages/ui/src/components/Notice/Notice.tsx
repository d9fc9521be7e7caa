import type { ReactNode } from 'react';
import * as styles from './Notice.css';

/** Props of {@link Notice}: the message and its `tone`. */
export interface NoticeProps {
  tone?: 'info' | 'warning';
  children: ReactNode;
}

/** A full-width one-line notice strip, e.g. that the shop is still using a placeholder number. */
export function Notice({ tone, children }: NoticeProps) {
  return (
    <p className={styles.notice({ tone })} role="note">
      {children}
    </p>
  );
}
