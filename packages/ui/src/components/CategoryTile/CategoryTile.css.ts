import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { layout, media } from '../../themes/tokens';

const [small, medium, large] = layout.categoryTile.columns;

/** Spec §9: 3 columns on small, 4 on medium, 7 on large screens. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  gridTemplateColumns: `repeat(${small}, minmax(0, 1fr))`,
  '@media': {
    [media.md]: { gridTemplateColumns: `repeat(${medium}, minmax(0, 1fr))` },
    [media.lg]: { gridTemplateColumns: `repeat(${large}, minmax(0, 1fr))` },
  },
});

/** Spec §9: 100×140 px up to 640 px wide, else 137×170 px. */
export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: layout.categoryTile.small.width,
  minHeight: layout.categoryTile.small.height,
  padding: vars.space.xxs,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  ':hover': { background: vars.color.surfaceSunken },
  '@media': {
    [media.sm]: { width: layout.categoryTile.large.width, minHeight: layout.categoryTile.large.height },
  },
});

export const image = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});
