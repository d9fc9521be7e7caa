import type { Picture } from '@storefront/catalog';
import { ContextLink as Link } from '../Link/LinkProvider';
import * as styles from './Header.css';

/** A navigation entry: visible `label` and site `href`. */
export interface NavItem {
  label: string;
  href: string;
}

/**
 * Props of {@link Header}: the shop's name and logo (linking to `homeHref`), the
 * navigation items, the `currentPath` (its link gets `aria-current="page"`, compared
 * case-insensitively) and the navigation's accessible label.
 */
export interface HeaderProps {
  shopName: string;
  logo: Picture;
  homeHref?: string;
  navItems: readonly NavItem[];
  currentPath?: string;
  navLabel?: string;
}

/** The page header (spec §2): logo link home and the top navigation bar, which scrolls sideways on phones. */
export function Header({ shopName, logo, homeHref = '/', navItems, currentPath, navLabel = 'Main' }: HeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href={homeHref} className={styles.brand}>
          <img className={styles.logo} src={logo.src} alt="" width={logo.width} height={logo.height} />
          <span>{shopName}</span>
        </Link>
        <NavBar items={navItems} currentPath={currentPath} label={navLabel} />
      </div>
    </header>
  );
}

/** Props of {@link NavBar}: the items, the current path and an accessible label. */
export interface NavBarProps {
  items: readonly NavItem[];
  currentPath?: string;
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
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
