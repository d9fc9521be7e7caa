import type { ReactNode } from 'react';
import * as styles from './AppShell.css';

/**
 * Props of {@link AppShell}: the `header`, an optional `notice` above it, the page
 * content, the `footer`, and the skip link's words.
 */
export interface AppShellProps {
  header: ReactNode;
  notice?: ReactNode;
  footer: ReactNode;
  children: ReactNode;
  skipLabel?: string;
}

/** The layout common to all pages (spec §2): skip link, header, content at most 1400 px wide, footer. */
export function AppShell({ header, notice, footer, children, skipLabel = 'Skip to content' }: AppShellProps) {
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {skipLabel}
      </a>
      {notice}
      {header}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
