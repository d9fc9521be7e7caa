import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { scriptOnly } from '../../private/scriptOnly.css';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import * as styles from './Skeleton.css';

/** Skeleton shapes, for stories and docs. */
export const skeletonShapes = ['text', 'block', 'circle'] as const;
/** The widths a {@link Skeleton} takes, for stories and docs. */
export const skeletonWidths = Object.keys(styles.widths) as (keyof typeof styles.widths)[];
/** The heights a {@link Skeleton} takes, for stories and docs. */
export const skeletonHeights = Object.keys(styles.heights) as (keyof typeof styles.heights)[];

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** `text` is a line of copy, `block` an image or card, `circle` an avatar or icon. Default `text`. */
  shape?: (typeof skeletonShapes)[number];
  /** One of the widths of `Skeleton.css.ts` (fractions of the container, or `6em` … `14rem`); default `100%`. */
  width?: keyof typeof styles.widths;
  /** One of the heights of `Skeleton.css.ts` (`1em` = one line of the surrounding text, `control`, `8rem` …); default `1em`. */
  height?: keyof typeof styles.heights;
}

/**
 * A grey placeholder the size of content that is still loading; it shimmers unless
 * the shopper asked for reduced motion. It is hidden from assistive technology: wrap a
 * group of them in {@link SkeletonRegion}, which announces what is loading. Its size
 * comes from a fixed set of classes, not an inline style (a strict CSP forbids those).
 */
export function Skeleton({ shape = 'text', width = '100%', height = '1em' }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={clsx(styles.skeleton({ shape }), styles.widths[width], styles.heights[height])}
    />
  );
}

/** Props of {@link SkeletonRegion}. */
export interface SkeletonRegionProps {
  /** What is loading, read out by screen readers, e.g. 'Loading products'. */
  label: string;
  /** The skeletons. */
  children: ReactNode;
  /**
   * What to say, and the way out to offer (a retry, a link home), if loading still goes on
   * after {@link SLOW_LOADING_MS} (8,000 ms). Shown by CSS alone, so it appears even when the
   * page's script never arrives or a request hangs. Optional: without it, nothing is added.
   */
  slow?: ReactNode;
}

/** How long a {@link SkeletonRegion} loads before its `slow` part shows, in ms. */
export const SLOW_LOADING_MS = styles.slowAfterMs;

/**
 * A busy region around skeletons: `aria-busy` plus a visually hidden status text, so a
 * screen reader hears what is loading instead of silence. Only script replaces it, so it is
 * hidden where scripting is off: the page says why with a `<noscript>` note.
 * Given `slow`, it says so when loading takes longer than {@link SLOW_LOADING_MS}.
 */
export function SkeletonRegion({ label, children, slow }: SkeletonRegionProps) {
  return (
    <div className={clsx(styles.region, scriptOnly)} aria-busy="true">
      <span role="status" className={visuallyHidden}>
        {label}
      </span>
      {children}
      {slow ? <div className={styles.slow}>{slow}</div> : null}
    </div>
  );
}
