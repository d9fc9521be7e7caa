/**
 * Design tokens that cannot be CSS variables: the breakpoints, which media queries need
 * as numbers (spec §9), in px. Every other size is a theme token (`vars.layout`), which
 * each shop's theme sets.
 */

/** Breakpoint minimum widths in px (spec §9: 640 / 768 / 1024). */
export const breakpoints = { sm: 640, md: 768, lg: 1024 } as const;

/** Media queries for the breakpoints, for `@media` in styles. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  /** Spec §2: 80% page zoom when the window is wider than 768px. */
  wide: `screen and (min-width: ${breakpoints.md + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;

/** Toast defaults of spec §8: top-right, auto-close after 5000 ms. */
export const toastDefaults = { position: 'top-right', autoCloseMs: 5000 } as const;
