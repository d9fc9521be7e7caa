import { visuallyHidden } from '../../private/visuallyHidden.css';
import { ContextLink } from '../Link/LinkProvider';
import { Text } from '../Text';
import * as styles from './OrderListBadge.css';

/** Props of {@link OrderListBadge}. */
export interface OrderListBadgeProps {
  /** The order list's page, e.g. '/order-list'. */
  href: string;
  /** How many lines the list has; 0 shows no bubble. */
  count: number;
  /** The visible words, e.g. 'Order list'. */
  label: string;
  /**
   * Read after the label instead of the bubble, e.g. '3 items' or 'empty': the link is
   * named 'Order list (3 items)'. Omit it while the count is not known yet (prerendered HTML).
   */
  countLabel?: string;
  /** True on the order list's own page: the link is marked `aria-current="page"`. Default false. */
  current?: boolean;
}

/** The header's link to the order list with its count. */
export function OrderListBadge({ href, count, label, countLabel, current = false }: OrderListBadgeProps) {
  return (
    // Named from its words, 'Order list (3 items)': the visible label, then the count in words
    // for screen readers; the bubble's bare number is hidden from them.
    <ContextLink href={href} className={styles.badge} aria-current={current ? 'page' : undefined}>
      <Text as="span" size="sm" weight="medium" tone="inherit">
        {label}
      </Text>
      {countLabel ? <span className={visuallyHidden}> ({countLabel})</span> : null}
      {count > 0 ? (
        <Text
          as="span"
          size="xs"
          weight="bold"
          tone="inherit"
          numeric="tabular"
          className={styles.count}
          aria-hidden="true"
        >
          {count > 99 ? '99+' : count}
        </Text>
      ) : null}
    </ContextLink>
  );
}
