import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

/** Width and height a caller gives one placeholder (any CSS length). */
export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({
  '0%': { backgroundPosition: '100% 0' },
  '100%': { backgroundPosition: '-100% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    width: widthVar,
    height: heightVar,
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
