import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './Text.css';

/** Heading sizes: steps of the type scale, plus `page`, `hero` and `section`, which grow from 768 px. */
export const headingSizes = ['md', 'lg', 'xl', 'xxl', 'page', 'hero', 'section'] as const;
/** Text sizes on the theme's type scale (`lead` grows from 768 px; `inherit` keeps the surrounding size). */
export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'lead', 'inherit'] as const;
/** Text tones (`inherit` takes the surrounding colour). */
export const textTones = ['normal', 'muted', 'error', 'success', 'warning', 'info', 'inherit'] as const;

const defaultHeadingSize = { 1: 'page', 2: 'section', 3: 'lg', 4: 'md' } as const;

/** Props of {@link Heading}. */
export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The element, h1–h4, from the page outline. Default 2. */
  level?: 1 | 2 | 3 | 4;
  /** The size, when it should differ from the level's default (page, section, lg, md for h1–h4). */
  size?: (typeof headingSizes)[number];
  /** `inherit` takes the surrounding colour (words on a banner). Default `normal`. */
  tone?: 'normal' | 'inherit';
  /** The words. */
  children: ReactNode;
  /** The heading element, e.g. to move focus to it (with `tabIndex={-1}`). */
  ref?: Ref<HTMLHeadingElement>;
};

/** A heading on the theme's type scale: the one place heading type is set. */
export function Heading({ level = 2, size, tone, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={clsx(styles.heading({ size: size ?? defaultHeadingSize[level], tone }), className)} {...props} />
  );
}

/** Props of {@link Text}. */
export type TextProps = HTMLAttributes<HTMLElement> & {
  /** A step of the type scale. Default `md`. */
  size?: (typeof textSizes)[number];
  /** Colour by meaning. Default `normal`. */
  tone?: (typeof textTones)[number];
  /** Default `regular`. */
  weight?: 'regular' | 'medium' | 'bold';
  /** Line height; unset, it follows the surroundings (the body's `normal`). */
  leading?: 'tight' | 'normal';
  /** `tabular` for figures of equal width (prices, totals). */
  numeric?: 'tabular';
  /** The element. Default `p`. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'dt' | 'dd' | 'label';
  /** With `as="label"`: the id of the control it labels. */
  htmlFor?: string;
  /** The words. */
  children: ReactNode;
};

/** Body text on the theme's type scale: the one place body type is set. */
export function Text({ size, tone, weight, leading, numeric, as: Tag = 'p', className, ...props }: TextProps) {
  return <Tag className={clsx(styles.text({ size, tone, weight, leading, numeric }), className)} {...props} />;
}
