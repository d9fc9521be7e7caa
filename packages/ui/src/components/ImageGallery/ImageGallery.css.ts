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

/** The arrows sit in a layer that lets clicks through to the image; the buttons take them again. */
export const arrow = style({ pointerEvents: 'auto' });

export const status = style({
  position: 'absolute',
  bottom: vars.space.xs,
  left: '50%',
  transform: 'translateX(-50%)',
  padding: `2px ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
});
