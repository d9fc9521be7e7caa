import { Link } from '../Link';
import { Text } from '../Text';
import * as styles from './Pagination.css';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { m } from '../../paraglide/messages.js';

/** Words of {@link Pagination}; `{page}` and `{count}` are replaced. */
export interface PaginationLabels {
  /** The navigation's accessible name, e.g. 'Pages'. */
  readonly label: string;
  /** The link to the page before, e.g. 'Previous'. */
  readonly previous: string;
  /** The link to the page after, e.g. 'Next'. */
  readonly next: string;
  /** A numbered link's accessible name, e.g. 'Page {page}'. */
  readonly page: string;
  /** Where the shopper is, e.g. 'Page {page} of {count}'. */
  readonly status: string;
}

/**
 * The words of {@link Pagination} in the page's language (see `setUiLocale`), from the
 * design system's messages (`packages/ui/messages`).
 */
export function paginationLabels(): PaginationLabels {
  return {
    label: m.pagination_region(),
    previous: m.pagination_previous(),
    next: m.pagination_next(),
    page: m.pagination_page({ page: '{page}' }),
    status: m.pagination_status({ page: '{page}', count: '{count}' }),
  };
}

/** Props of {@link Pagination}. */
export interface PaginationProps {
  /** The page shown, from 1 to `pageCount`. */
  page: number;
  /** How many pages there are; with one (or none) nothing is drawn. */
  pageCount: number;
  /** The address of page `page` (1-based), e.g. `/product/custom-mugs/page/2`. */
  href: (page: number) => string;
  /** The words. Default {@link paginationLabels} (the page's language). */
  labels?: PaginationLabels;
}

/**
 * The page numbers to show (1-based): the first, the last, and the current one with its
 * neighbours, with `'gap'` where pages are left out ('…'); a gap of one page shows that page.
 */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  return pages.flatMap((n, index) => {
    const before = pages[index - 1];
    if (before === undefined || n === before + 1) return [n];
    // A gap of one page shows that page rather than '…'.
    return n === before + 2 ? [before + 1, n] : ['gap' as const, n];
  });
}

/**
 * Links to the other pages of a long listing: Previous, the first and last pages, the
 * current one with its neighbours, and Next, in a labelled navigation, plain links
 * (`rel="prev"` / `rel="next"`), so they work before any JavaScript and a crawler follows
 * them. The current page is marked `aria-current="page"`; a gap shows '…', which screen
 * readers skip. Every link is a full touch target.
 */
export function Pagination({ page, pageCount, href, labels = paginationLabels() }: PaginationProps) {
  if (pageCount <= 1) return null;
  const name = (n: number) => labels.page.replace('{page}', String(n));
  return (
    <nav aria-label={labels.label} className={styles.root}>
      <Text size="sm" tone="muted">
        {labels.status.replace('{page}', String(page)).replace('{count}', String(pageCount))}
      </Text>
      <ul className={styles.list}>
        {page > 1 ? (
          <li>
            <Link href={href(page - 1)} rel="prev" className={styles.step}>
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((n, index) =>
          n === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                // Named in full for screen readers ('Page 5'); the number is what the eye reads.
                <span aria-current="page" className={styles.current}>
                  <span className={visuallyHidden}>{name(n)}</span>
                  <span aria-hidden="true">{n}</span>
                </span>
              ) : (
                <Link href={href(n)} aria-label={name(n)} className={styles.number}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <Link href={href(page + 1)} rel="next" className={styles.step}>
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
