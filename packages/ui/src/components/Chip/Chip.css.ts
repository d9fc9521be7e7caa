import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: vars.radius.full,
    padding: `2px ${vars.space.xs}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.normal,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      success: { background: vars.color.successSurface, color: vars.color.success },
      info: { background: vars.color.infoSurface, color: vars.color.info },
      warning: { background: vars.color.warningSurface, color: vars.color.warning },
      neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
