import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const form = style({ position: 'relative', display: 'flex', gap: vars.space.xs, width: '100%' });

/** The field takes the room left beside the button, down to a 360 px phone. */
export const field = style({ flex: '1 1 auto', minWidth: 0 });

export const menu = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xxs})`,
  zIndex: vars.zIndex.dialog,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  selectors: { '&:empty': { display: 'none' } },
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.surfaceSunken } },
});

export const message = style({ padding: `${vars.space.xs} ${vars.space.sm}` });
