import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const image = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'contain' });

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  aspectRatio: '4 / 3',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const controls = style({
  position: 'absolute',
  insetInline: vars.space.xs,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'flex',
  justifyContent: 'space-between',
  pointerEvents: 'none',
});

export const arrow = style({
  pointerEvents: 'auto',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  boxShadow: vars.shadow.md,
  cursor: 'pointer',
});

export const status = style({
  position: 'absolute',
  bottom: vars.space.xs,
  left: '50%',
  transform: 'translateX(-50%)',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.xs,
  fontVariantNumeric: 'tabular-nums',
});
