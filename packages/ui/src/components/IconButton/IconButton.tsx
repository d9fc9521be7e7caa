import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';
import { scriptOnly } from '../../private/scriptOnly.css';
import * as styles from './IconButton.css';

/** The icons an {@link IconButton} can show, each a glyph in the button's font. */
export const iconButtonIcons = { previous: '‹', next: '›', close: '×', minus: '−', plus: '+' } as const;

/** Props of {@link IconButton}. */
export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'type'> & {
  /** What the button does, for screen readers (it has no visible words): required, e.g. 'Next image'. */
  label: string;
  /** Which icon to draw. */
  icon: keyof typeof iconButtonIcons;
  /** `raised` (default) floats over content with a shadow; `flat` sits in a panel. */
  elevation?: 'raised' | 'flat';
  /** For placement only (position, offsets); the look is the component's own. */
  className?: string;
  /** The underlying `<button>`. */
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A round button with only an icon (after Primer's `IconButton` and Braid's
 * `ButtonIcon`): its accessible name is required by its type, so it can never be an
 * unlabelled button. Used for gallery and carousel arrows and the dialog's close. Only
 * script can work it, so it is hidden where scripting is off.
 */
export function IconButton({ label, icon, elevation, className, ...props }: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      className={clsx(styles.iconButton({ elevation }), scriptOnly, className)}
      {...props}
    >
      {iconButtonIcons[icon]}
    </button>
  );
}
