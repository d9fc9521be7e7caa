import { useId, type ReactNode } from 'react';
import * as styles from './AppShell.css';
import { m } from '../../paraglide/messages.js';

/**
 * Props of {@link AppShell}: the `header`, an optional `notice` above it, the page
 * content, the `footer`, and the skip link's words.
 */
export interface AppShellProps {
  /** The page header (e.g. `Header`). */
  header: ReactNode;
  /** A strip above the header (e.g. a `Notice`). */
  notice?: ReactNode;
  /** The page footer (e.g. `Footer`). */
  footer: ReactNode;
  /** The page's own content, in `<main>` (at most 1400 px wide, spec §9). */
  children: ReactNode;
  /** The skip link's words. Default 'Skip to content' in the page's language. */
  skipLabel?: string;
}

/** The layout common to all pages (spec §2): skip link, header, content at most 1400 px wide, footer. */
export function AppShell({ header, notice, footer, children, skipLabel = m.common_skipToContent() }: AppShellProps) {
  const mainId = useId();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {skipLabel}
      </a>
      {notice}
      {header}
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
