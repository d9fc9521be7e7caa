import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

/**
 * The widths a placeholder can take (a class each, no inline `style`, so a
 * strict Content-Security-Policy holds): fractions of its container, and a few fixed
 * lengths for words, icons and thumbnails.
 */
export const widths = styleVariants(
  {
    '100%': '100%',
    '90%': '90%',
    '70%': '70%',
    '50%': '50%',
    '40%': '40%',
    '6em': '6em',
    '3rem': '3rem',
    '8rem': '8rem',
    '10rem': '10rem',
    '14rem': '14rem',
    '16rem': '16rem',
  },
  (width) => ({ width }),
);

/**
 * The heights a placeholder can take: a line of text (`1em` and up), a heading, a
 * control (the theme's control height), a card or picture, or its container's (`100%`).
 */
export const heights = styleVariants(
  {
    '1em': '1em',
    '1.25em': '1.25em',
    '1.5em': '1.5em',
    '1.75rem': '1.75rem',
    '2rem': '2rem',
    '3rem': '3rem',
    '3.5rem': '3.5rem',
    '5rem': '5rem',
    '8rem': '8rem',
    '12rem': '12rem',
    control: vars.size.control,
    '100%': '100%',
  },
  (height) => ({ height }),
);

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    maxWidth: '100%',
    background: `linear-gradient(90deg, ${vars.color.surfaceSunken} 25%, ${vars.color.border} 50%, ${vars.color.surfaceSunken} 75%)`,
    backgroundSize: '200% 100%',
    animation: `${shimmer} 1.4s ease-in-out infinite`,
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  },
  variants: {
    shape: {
      text: { borderRadius: vars.radius.sm },
      block: { borderRadius: vars.radius.lg },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});

/** The variant props of {@link skeleton}. */
export type SkeletonVariants = NonNullable<RecipeVariants<typeof skeleton>>;

export const region = style({ display: 'grid', gap: vars.space.xs });

/** How long a {@link region} loads before its `slow` part shows (ms). */
export const slowAfterMs = 8000;

const appear = keyframes({ from: { visibility: 'hidden' }, to: { visibility: 'visible' } });

/**
 * The part of a loading region that says loading is taking too long: hidden, then shown
 * after {@link slowAfterMs} by an animation's delay alone, so it appears even when the
 * page's script never arrives (no "Loading…" without end). The reduced-motion
 * rule sets durations to 0 s, not delays, so it appears then too.
 */
export const slow = style({
  animation: `${appear} 1ms linear ${slowAfterMs}ms both`,
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  marginBlockStart: vars.space.md,
});
