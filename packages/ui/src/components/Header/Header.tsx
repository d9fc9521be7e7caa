import type { Picture } from '../../model';
import type { ReactNode } from 'react';
import { ContextLink as Link } from '../Link/LinkProvider';
import { Text } from '../Text';
import { PictureImg } from '../../private/PictureImg';
import * as styles from './Header.css';
import { m } from '../../paraglide/messages.js';

/** A navigation entry. */
export interface NavItem {
  /** The link's words. */
  label: string;
  /** A site path (e.g. `/product/Calendar`) or an in-page `#anchor`. */
  href: string;
}

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The shop's name beside the logo; with the logo, it links home. */
  shopName: string;
  /** The logo mark (decorative: the name labels the link). */
  logo: Picture;
  /** Where the logo links. Default `/`. */
  homeHref?: string;
  /** The navigation bar's links, in order (spec §2: six categories). */
  navItems: readonly NavItem[];
  /** The current path; its link gets `aria-current="page"` (compared case-insensitively). */
  currentPath?: string;
  /** The navigation's accessible name. Default 'Main' in the page's language. */
  navLabel?: string;
  /** A search form (e.g. `SearchBox`), between the logo and the navigation. */
  search?: ReactNode;
  /** Links that belong on every page beside the logo, e.g. the order list's `OrderListBadge`. */
  actions?: ReactNode;
}

/**
 * The page header (spec §2): logo link home, an optional search, the top navigation bar
 * (which scrolls sideways on phones) and optional actions. On phones the actions share
 * the logo's row and the search and navigation follow; from 768 px all sit in one row.
 */
export function Header({
  shopName,
  logo,
  homeHref = '/',
  navItems,
  currentPath,
  navLabel = m.common_mainNavigation(),
  search,
  actions,
}: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={homeHref} className={styles.brand}>
          <PictureImg className={styles.logo} picture={logo} decorative loading="eager" />
          <Text as="span" size="lg" weight="bold" tone="inherit">
            {shopName}
          </Text>
        </Link>
        {search ? <div className={styles.search}>{search}</div> : null}
        <div className={styles.nav}>
          <NavBar items={navItems} currentPath={currentPath} label={navLabel} />
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}

/** Props of {@link NavBar}. */
export interface NavBarProps {
  /** The links, in order. */
  items: readonly NavItem[];
  /** The current path; its link is marked `aria-current="page"`. */
  currentPath?: string;
  /** The navigation's accessible name. */
  label: string;
}

/** The top navigation links; the current page's link is marked for assistive tech. */
export function NavBar({ items, currentPath, label }: NavBarProps) {
  const current = currentPath?.toLowerCase();
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className={styles.navLink}
              aria-current={item.href.toLowerCase() === current ? 'page' : undefined}
            >
              <Text as="span" size="sm" weight="medium" tone="inherit">
                {item.label}
              </Text>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
