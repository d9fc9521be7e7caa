import { Link } from '../Link';
import { Text } from '../Text';
import * as styles from './Breadcrumbs.css';
import { m } from '../../paraglide/messages.js';

/** One step of a {@link Breadcrumbs} trail. */
export interface Breadcrumb {
  /** The page's name, e.g. 'Custom Mugs'. */
  label: string;
  /** The page's address; leave it out for the current page (the last crumb). */
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** The trail from the home page to this one, e.g. Home › Custom Mugs › White Photo Mug. */
  items: readonly Breadcrumb[];
  /** The navigation's accessible name. Default 'Breadcrumb' in the page's language. */
  label?: string;
}

/**
 * Where this page sits in the shop (Home › Category › Product): an ordered list
 * of links in a labelled navigation; the current page is marked `aria-current="page"`.
 */
export function Breadcrumbs({ items, label = m.common_breadcrumb() }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={`${index}-${item.label}`} className={styles.item}>
            {item.href && index < items.length - 1 ? (
              <Link href={item.href} className={styles.link}>
                <Text as="span" size="sm" tone="inherit">
                  {item.label}
                </Text>
              </Link>
            ) : (
              <Text as="span" size="sm" tone="muted" aria-current="page">
                {item.label}
              </Text>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
