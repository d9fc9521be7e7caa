import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** The token value a sample shows (a length, radius or shadow). */
export const sampleVar = createVar();

export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
export const code = style({ fontFamily: 'ui-monospace, monospace' });
export const spaceBar = style({
  height: vars.space.md,
  width: sampleVar,
  background: vars.color.brand,
  borderRadius: vars.radius.sm,
});
export const radiusBox = style({
  width: 56,
  height: 40,
  borderRadius: sampleVar,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
export const shadowBox = style({
  width: 80,
  height: 48,
  boxShadow: sampleVar,
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
});
