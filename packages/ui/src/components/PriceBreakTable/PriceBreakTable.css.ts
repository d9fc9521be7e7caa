import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const caption = style({ textAlign: 'left', paddingBottom: vars.space.xs });

/** Every cell: room to read on a 360 px phone, a hairline between tiers. */
export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  verticalAlign: 'top',
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** The saving lines up on the right, where figures are compared. */
export const saving = style({ textAlign: 'right' });

/** The tier in force: tinted, with a bar at its start, so it stands out without colour alone (its chip says why). */
export const current = style({
  background: vars.color.successSurface,
  boxShadow: `inset ${vars.borderWidth.focus} 0 0 ${vars.color.success}`,
});

/** The 'Your price' chip sits on its own line under the price. */
export const marker = style({ display: 'block', marginTop: vars.space.xxs });
