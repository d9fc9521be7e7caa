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
  /** Read after the label instead of the bubble, e.g. '3 items' or 'empty': the link is named 'Order list (3 items)'. */
  countLabel: string;
}

/** The header's link to the order list with its count (issue 10). */
export function OrderListBadge({ href, count, label, countLabel }: OrderListBadgeProps) {
  return (
    // Named from its words, 'Order list (3 items)': the visible label, then the count in words
    // for screen readers; the bubble's bare number is hidden from them.
    <ContextLink href={href} className={styles.badge}>
      <Text as="span" size="sm" weight="medium" tone="inherit">
        {label}
      </Text>
      <span className={visuallyHidden}> ({countLabel})</span>
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
