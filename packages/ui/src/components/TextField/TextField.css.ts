import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const input = style({
  width: '100%',
  minHeight: vars.size.control,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontFamily: vars.font.body,
  // 16px keeps mobile browsers from zooming into the field.
  fontSize: vars.fontSize.md,
  color: vars.color.text,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: vars.borderWidth.thick } },
});

/** Advice under a field: a tinted strip in the note's tone (its words are `Text` in the same tone). */
export const note = recipe({
  base: { padding: `${vars.space.xxs} ${vars.space.xs}`, borderRadius: vars.radius.sm },
  variants: {
    tone: { warning: { background: vars.color.warningSurface }, info: { background: vars.color.infoSurface } },
  },
});
