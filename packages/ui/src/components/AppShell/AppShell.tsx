import { useEffect, useId, useRef, type ReactNode } from 'react';
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
  /**
   * Names the page shown, e.g. the router's path without the query. When it changes
   * after the first render (a client-side navigation), focus moves to the new page's
   * `<h1>` in `<main>` (or to `<main>` when it has none), so keyboard and screen reader
   * users start at the top of the new page as after a full page load. Leave
   * it unset for a page that never changes in place.
   */
  pageKey?: string;
}

/**
 * The layout common to all pages (spec §2): skip link, header, content at most 1400 px
 * wide, footer. Moves focus to the new page's heading when `pageKey` changes (to the main
 * content until a heading that arrives later, e.g. with search results, is there).
 */
export function AppShell({
  header,
  notice,
  footer,
  children,
  skipLabel = m.common_skipToContent(),
  pageKey,
}: AppShellProps) {
  const mainId = useId();
  const mainRef = useRef<HTMLElement>(null);
  const shownPage = useRef(pageKey);
  useEffect(() => {
    if (shownPage.current === pageKey) return;
    shownPage.current = pageKey;
    const main = mainRef.current;
    if (!main) return;
    // The scroll position is the router's to restore (top for a new page, as it was on Back).
    const focusHeading = (heading: HTMLElement) => {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    };
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) return focusHeading(heading);
    // No heading yet (the page's data is still loading): focus the main content, and move
    // to the heading when it appears, unless the shopper has moved focus meanwhile.
    main.focus({ preventScroll: true });
    const observer = new MutationObserver(() => {
      if (document.activeElement !== main) return observer.disconnect();
      const late = main.querySelector<HTMLElement>('h1');
      if (!late) return;
      observer.disconnect();
      focusHeading(late);
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pageKey]);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {skipLabel}
      </a>
      {notice}
      {header}
      <main id={mainId} ref={mainRef} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer}
    </div>
  );
}
