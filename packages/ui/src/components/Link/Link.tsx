import { clsx } from 'clsx';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { ContextLink, type LinkComponentProps } from './LinkProvider';
import * as styles from './Link.css';
import { m } from '../../paraglide/messages.js';

/** What screen readers hear after an external link's name (override for another language). */
export function newTabLabel(): string {
  return m.common_newTab();
}

/** Props of {@link Link}: every anchor attribute, plus the ones below. */
export type LinkProps = LinkComponentProps & {
  /**
   * Opens in a new tab with `rel="noopener noreferrer"` and tells screen readers so: the
   * design system's one external-link treatment (blog cards, Follow Us, WhatsApp).
   */
  external?: boolean;
  /** `inline` (default): underlined text in a sentence; `plain`: no underline until hovered, colour of its surroundings. */
  tone?: 'inline' | 'plain';
  /** The words read after an external link's name. Default {@link newTabLabel}. */
  newTabLabel?: string;
};

/**
 * A link: internal paths go through the app's router (see `LinkProvider`), absolute
 * URLs such as `mailto:` to the browser; `external` ones open in a new tab.
 */
export function Link({
  external = false,
  tone = 'inline',
  newTabLabel: newTab = newTabLabel(),
  className,
  children,
  ...props
}: LinkProps) {
  const classes = clsx(styles.link({ tone }), className);
  if (external) {
    const { state: _state, ...anchor } = props;
    return (
      <a {...anchor} className={classes} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={visuallyHidden}> {newTab}</span>
      </a>
    );
  }
  return (
    <ContextLink {...props} className={classes}>
      {children}
    </ContextLink>
  );
}
