import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { layout, media } from '../../themes/tokens';

export const row = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  justifyContent: 'center',
});

/** Spec §9: 280 px wide under 640, 320 under 1024, 350 above; 100 px high. */
export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: layout.shopByNeeds.widthSmall,
  height: layout.shopByNeeds.height,
  padding: vars.space.xs,
  paddingRight: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  ':hover': { boxShadow: vars.shadow.md },
  '@media': {
    [media.sm]: { width: layout.shopByNeeds.widthMedium },
    [media.lg]: { width: layout.shopByNeeds.width },
  },
});

export const image = style({
  height: '100%',
  width: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});
