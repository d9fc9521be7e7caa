import { clsx } from 'clsx';
import { ContextLink, type LinkComponentProps } from './LinkProvider';
import * as styles from './Link.css';

/**
 * Props of {@link Link}. `external` opens in a new tab with `rel="noopener noreferrer"`
 * and says so to screen readers; `tone` picks text styling.
 */
export type LinkProps = LinkComponentProps & {
  external?: boolean;
  tone?: 'inline' | 'plain';
};

/**
 * A text link through the app's router (which leaves absolute URLs such as `mailto:`
 * to the browser); `external` ones open in a new tab.
 */
export function Link({ external = false, tone = 'inline', className, children, ...props }: LinkProps) {
  const classes = clsx(styles.link({ tone }), className);
  if (external) {
    return (
      <a {...props} className={classes} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <ContextLink {...props} className={classes}>
      {children}
    </ContextLink>
  );
}
