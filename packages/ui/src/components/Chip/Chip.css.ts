import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: vars.radius.full,
    padding: `2px ${vars.space.xs}`,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: { background: vars.color.successSurface },
      info: { background: vars.color.infoSurface },
      warning: { background: vars.color.warningSurface },
      neutral: { background: vars.color.surfaceSunken },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
