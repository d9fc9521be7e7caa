import type { ReactNode } from 'react';
import { Text } from '../Text';
import * as styles from './Notice.css';

/** Props of {@link Notice}. */
export interface NoticeProps {
  /** `info` (default) for helpful notes; `warning` for something the shop must fix or the shopper must know. */
  tone?: 'info' | 'warning';
  /**
   * `strip` (default): full width where it is rendered, e.g. above the header. `floating`:
   * a card fixed over the bottom of the viewport (at most 36rem wide, above the phone's
   * gesture bar), seen wherever the page is scrolled: for news that arrives while the
   * shopper is on the page (a new deployment's prices). Render it inside a live
   * region (`role="status"`) that exists before it appears, so screen readers announce it.
   */
  placement?: 'strip' | 'floating';
  /** The message, one line on a desktop. */
  children: ReactNode;
}

/**
 * A notice: a full-width strip (e.g. that the shop is still using a placeholder number), or
 * a card floating over the bottom of the screen (`placement="floating"`).
 */
export function Notice({ tone = 'info', placement = 'strip', children }: NoticeProps) {
  return (
    <Text
      size="sm"
      tone={tone === 'info' ? 'info' : 'normal'}
      className={styles.notice({ tone, placement })}
      // A div, not Text's default p: a notice may hold a list (the product page's no-script
      // variant links), which a p cannot contain (the Nu HTML Checker).
      as="div"
      role="note"
    >
      {children}
    </Text>
  );
}
