import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { ContextLink } from '../Link/LinkProvider';
import { scriptOnly } from '../../private/scriptOnly.css';
import { Text } from '../Text';
import * as styles from './Button.css';

/** Button tones, for stories and docs. */
export const buttonTones = ['primary', 'accent', 'secondary', 'ghost'] as const;
/** Button sizes (min heights 36 / 44 / 52 px: 44 px is the touch-target default). */
export const buttonSizes = ['sm', 'md', 'lg'] as const;

/**
 * Props of {@link Button}. With `href` it renders a link that looks like a button
 * (internal paths through the app's router, carrying `state`); otherwise a `<button>`
 * (default `type="button"`, which only script can work, so hidden where scripting is off).
 * `loading` disables it and says 'busy' to assistive tech.
 */
export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  /** `primary` (default) for the main action, `accent`, `secondary` (outlined) or `ghost` (no fill). */
  tone?: (typeof buttonTones)[number];
  /** Minimum height 36 / 44 / 52 px; `md` (default) is the 44 px touch target. */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the width of its container. Default false. */
  fullWidth?: boolean;
  /** Disabled and announced as busy while an action runs. Default false. */
  loading?: boolean;
  /** Renders a link that looks like a button: a site path (through the app's router) or a URL. */
  href?: string;
  /** With `href`: history state to carry to the next page (spec §2: Buy Now carries the product). */
  state?: unknown;
  /** The label. */
  children: ReactNode;
  /** The underlying `<button>` (not set when rendered as a link). */
  ref?: Ref<HTMLButtonElement>;
};

/** The shop's button, also usable as a link (`href`). */
export function Button({
  tone,
  size,
  fullWidth,
  loading = false,
  href,
  state,
  className,
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = clsx(styles.button({ tone, size, fullWidth }), className);
  // The label's type comes from Text, like every other words in the design system.
  const label = (
    <Text as="span" size={size ?? 'md'} weight="bold" leading="tight" tone="inherit">
      {children}
    </Text>
  );
  if (href !== undefined) {
    return (
      <ContextLink href={href} state={state} className={classes} aria-label={props['aria-label']} id={props.id}>
        {label}
      </ContextLink>
    );
  }
  return (
    <button
      {...props}
      type={type}
      // A plain button only runs script: without JavaScript it is not shown.
      className={clsx(classes, type === 'button' && scriptOnly)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {label}
    </button>
  );
}
