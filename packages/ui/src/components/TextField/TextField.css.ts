import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** Advice under a field: a tinted strip in the note's tone (its words are `Text` in the same tone). */
export const note = recipe({
  base: { padding: `${vars.space.xxs} ${vars.space.xs}`, borderRadius: vars.radius.sm },
  variants: {
    tone: { warning: { background: vars.color.warningSurface }, info: { background: vars.color.infoSurface } },
  },
});
