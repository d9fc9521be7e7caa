import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css';

/** Props of {@link Heading}: `level` 1–4 sets both the element (h1–h4) and its size. */
export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & { level?: 1 | 2 | 3 | 4; children: ReactNode };

/** A heading on the theme's type scale. */
export function Heading({ level = 2, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={clsx(styles.heading({ level }), className)} {...props} />;
}

/**
 * Props of {@link Text}: `size` (sm/md/lg), `tone` (normal/muted/error/success),
 * `weight`, and `as` for the element (default `p`).
 */
export type TextProps = HTMLAttributes<HTMLElement> & {
  size?: 'sm' | 'md' | 'lg';
  tone?: 'normal' | 'muted' | 'error' | 'success';
  weight?: 'regular' | 'medium' | 'bold';
  as?: 'p' | 'span' | 'div' | 'strong';
  children: ReactNode;
};

/** Body text on the theme's type scale. */
export function Text({ size, tone, weight, as: Tag = 'p', className, ...props }: TextProps) {
  return <Tag className={clsx(styles.text({ size, tone, weight }), className)} {...props} />;
}
