import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './Skeleton.css';

/** Skeleton shapes, for stories and docs. */
export const skeletonShapes = ['text', 'block', 'circle'] as const;

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text` is a line of copy, `block` an image or card, `circle` an avatar or icon. Default `text`. */
  shape?: (typeof skeletonShapes)[number];
  /** Any CSS length; default `100%`. */
  width?: string;
  /** Any CSS length; default `1em` (one line of the surrounding text). */
  height?: string;
}

/**
 * A grey placeholder the size of content that is still loading; it shimmers unless
 * the shopper asked for reduced motion. It is hidden from assistive technology: wrap a
 * group of them in {@link SkeletonRegion}, which announces what is loading.
 */
export function Skeleton({ shape = 'text', width = '100%', height = '1em' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={styles.skeleton({ shape })}
      style={assignInlineVars({ [styles.widthVar]: width, [styles.heightVar]: height })}
    />
  );
}

/** Props of {@link SkeletonRegion}. */
export interface SkeletonRegionProps {
  /** What is loading, read out by screen readers, e.g. 'Loading products'. */
  label: string;
  /** The skeletons. */
  children: ReactNode;
}

/**
 * A busy region around skeletons: `aria-busy` plus a visually hidden status text, so a
 * screen reader hears what is loading instead of silence.
 */
export function SkeletonRegion({ label, children }: SkeletonRegionProps) {
  return (
    <div className={styles.region} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
    </div>
  );
}
