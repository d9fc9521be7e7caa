import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

/** Advice under a field: a tinted strip in the note's tone (its words are `Text` in the same tone). */
export const note = recipe({
  base: { padding: `${vars.space.xxs} ${vars.space.xs}`, borderRadius: vars.radius.sm },
  variants: {
    tone: { warning: { background: vars.color.warningSurface }, info: { background: vars.color.infoSurface } },
  },
});

/** The row under a field with a limit: its hint, and the character count at the end. */
export const footer = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm });
