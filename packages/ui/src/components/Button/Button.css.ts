import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: `${vars.borderWidth.thick} solid transparent`,
    borderRadius: vars.radius.full,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast}, transform ${vars.motion.fast}`,
    ':active': { transform: 'translateY(1px)' },
    ':disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  variants: {
    tone: {
      primary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        ':hover': { background: vars.color.brandStrong },
      },
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
      },
      secondary: {
        background: vars.color.surfaceRaised,
        color: vars.color.brandStrong,
        borderColor: vars.color.brand,
        ':hover': { background: vars.color.surfaceSunken },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        ':hover': { background: vars.color.surfaceSunken },
      },
    },
    size: {
      sm: { padding: `${vars.space.xxs} ${vars.space.sm}`, minHeight: vars.size.controlSm },
      md: { padding: `${vars.space.xs} ${vars.space.lg}`, minHeight: vars.size.control },
      lg: { padding: `${vars.space.sm} ${vars.space.xl}`, minHeight: vars.size.controlLg },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', size: 'md', fullWidth: false },
});

/** The variant props the button recipe accepts (tone, size, fullWidth). */
export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
