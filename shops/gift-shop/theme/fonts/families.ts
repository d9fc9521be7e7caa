/**
 * The names of the gift-shop theme's metrics-matched fallback families (see
 * `fallbacks.css.ts`), listed right after each web font in the theme's font stacks.
 */
export const giftShopFallbackFamilies = {
  /** Stands in for Noto Sans Bengali (body text) while it loads. */
  body: 'Noto Sans Bengali Fallback',
  /** Stands in for Baloo Da 2 (headings) while it loads. */
  heading: 'Baloo Da 2 Fallback',
} as const;
