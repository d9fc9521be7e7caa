import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

/** The controls wrap onto more rows on a phone; on wider screens they sit on one line. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** Sort takes a row of its own on phones; price fields share one. */
export const sort = style({ flex: '1 1 100%', '@media': { [media.sm]: { flex: '0 1 14rem' } } });
export const price = style({ flex: '1 1 6rem', '@media': { [media.sm]: { flex: '0 1 8rem' } } });

/** A check box with its label, as tall as the other controls. */
export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  cursor: 'pointer',
});

export const checkBox = style({ width: '1.25rem', height: '1.25rem', margin: 0, accentColor: vars.color.brand });

/** The count and Clear filters take the last row, count on the left. */
export const summary = style({
  flex: '1 1 100%',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
