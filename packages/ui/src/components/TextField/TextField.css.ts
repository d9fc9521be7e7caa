import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const label = style({ fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.sm });

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

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
  fontWeight: vars.fontWeight.medium,
});

export const note = recipe({
  base: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    padding: `${vars.space.xxs} ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
  },
  variants: {
    tone: {
      warning: { color: vars.color.warning, background: vars.color.warningSurface },
      info: { color: vars.color.info, background: vars.color.infoSurface },
    },
  },
});
