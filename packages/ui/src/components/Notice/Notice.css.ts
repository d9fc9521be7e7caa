import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const notice = recipe({
  base: { margin: 0, padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.fontSize.sm, textAlign: 'center' },
  variants: {
    tone: {
      info: { background: vars.color.infoSurface, color: vars.color.info },
      warning: { background: vars.color.warningSurface, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'info' },
});
