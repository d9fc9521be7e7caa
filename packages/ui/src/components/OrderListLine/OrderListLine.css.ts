import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

/** Picture beside the details; from 768 px the details spread into two columns. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '5rem minmax(0, 1fr)',
  gap: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  '@media': { [media.md]: { gridTemplateColumns: '7rem minmax(0, 1fr)' } },
});

export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const prices = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  gap: `0 ${vars.space.sm}`,
});
export const price = style({ margin: 0, textAlign: 'right' });
/** A price break's saving, under the total in the figures' column. */
export const saving = style({ gridColumn: 2, margin: 0, textAlign: 'right' });
