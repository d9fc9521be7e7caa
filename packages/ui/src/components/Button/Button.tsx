import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { ContextLink } from '../Link/LinkProvider';
import * as styles from './Button.css';

/** Button tones, for stories and docs. */
export const buttonTones = ['primary', 'accent', 'secondary', 'ghost'] as const;
/** Button sizes (min heights 36 / 44 / 52 px: 44 px is the touch-target default). */
export const buttonSizes = ['sm', 'md', 'lg'] as const;

/**
 * Props of {@link Button}. With `href` it renders a link that looks like a button
 * (internal paths through the app's router, carrying `state`); otherwise a `<button>`
 * (default `type="button"`). `loading` disables it and says 'busy' to assistive tech.
 */
export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  tone?: (typeof buttonTones)[number];
  size?: (typeof buttonSizes)[number];
  fullWidth?: boolean;
  loading?: boolean;
  href?: string;
  state?: unknown;
  children: ReactNode;
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
  if (href !== undefined) {
    return (
      <ContextLink href={href} state={state} className={classes} aria-label={props['aria-label']} id={props.id}>
        {children}
      </ContextLink>
    );
  }
  return (
    <button {...props} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined}>
      {children}
    </button>
  );
}
