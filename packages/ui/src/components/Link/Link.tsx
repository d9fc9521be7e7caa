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

/** A text link: internal links go through the app's router, external ones open a new tab. */
export function Link({ external = false, tone = 'inline', className, children, ...props }: LinkProps) {
  const classes = clsx(styles.link({ tone }), className);
  if (external || /^(https?:|mailto:|tel:)/.test(props.href)) {
    const newTab = external;
    return (
      <a
        {...props}
        className={classes}
        {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
        {newTab ? <span className={styles.visuallyHidden}> (opens in a new tab)</span> : null}
      </a>
    );
  }
  return (
    <ContextLink {...props} className={classes}>
      {children}
    </ContextLink>
  );
}
