import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** A label above its control, with hints and messages under it. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

/** The look of every form control (text inputs, selects): one 44 px touch target, one border. */
export const control = style({
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
