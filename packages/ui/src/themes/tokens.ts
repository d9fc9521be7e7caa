/**
 * Design tokens that cannot be CSS variables (media queries) or that the spec fixes
 * for every shop (spec §9 layout constants), all in px unless noted.
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

/** Layout constants of spec §9, named. */
export const layout = {
  contentMaxWidth: 1400,
  pageZoomWide: 0.8,
  carousel: { stepSmall: 220, step: 280, cardSmall: { width: 210, height: 160 }, card: { width: 300, height: 200 } },
  shopByNeeds: { widthSmall: 280, widthMedium: 320, width: 350, height: 100 },
  categoryTile: { small: { width: 100, height: 140 }, large: { width: 137, height: 170 }, columns: [3, 4, 7] },
  productCard: { maxWidth: 300, heightSm: 400, heightLg: 450 },
  dialog: { width: 400, maxHeightVh: 80 },
  /** Not in the spec: the shortest a banner's art may be, and a blog card's thumbnail column. */
  banner: { minHeight: 180 },
  blogCard: { imageWidth: 120 },
  subtitleMaxChars: 40,
} as const;

/** Toast defaults of spec §8: top-right, auto-close after 5000 ms. */
export const toastDefaults = { position: 'top-right', autoCloseMs: 5000 } as const;
