import { clsx } from 'clsx';
import { createElement, type AllHTMLAttributes, type ElementType, type ReactNode } from 'react';
import { sprinkles, type Sprinkles } from '../../styles/sprinkles.css';

/**
 * Props of {@link Box}: any sprinkles prop (layout: display, direction and grid columns
 * responsive, e.g. `flexDirection={{ mobile: 'column', md: 'row' }}`; alignment, spacing, colour) plus
 * ordinary HTML attributes; `as` picks the element (default `div`).
 */
export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    as?: ElementType;
    children?: ReactNode;
  };

const sprinkleKeys = new Set<string>(sprinkles.properties);

/** The layout primitive: an element whose layout and spacing come from design tokens. */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (sprinkleKeys.has(key) ? atoms : rest)[key] = value;
  return createElement(as, { className: clsx(sprinkles(atoms as Sprinkles), className), ...rest }, children);
}
