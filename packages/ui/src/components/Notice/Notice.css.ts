import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const notice = recipe({
  base: { padding: `${vars.space.xs} ${vars.space.md}`, textAlign: 'center' },
  variants: {
    tone: { info: { background: vars.color.infoSurface }, warning: { background: vars.color.warningSurface } },
  },
  defaultVariants: { tone: 'info' },
});
