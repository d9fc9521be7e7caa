import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  maxWidth: vars.layout.productCardMaxWidth,
  marginInline: 'auto',
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  '@media': {
    [media.sm]: { height: vars.layout.productCardHeightSm },
    [media.lg]: { height: vars.layout.productCardHeightLg },
  },
});

export const image = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

/** The picture's link is a plain block, so the card looks the same with or without it. */
export const imageLink = style({ display: 'block' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  flex: 1,
});

export const priceRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  marginTop: 'auto',
});

/** Buy Now and Add share one row, so the card keeps the spec's height even three to a row. */
export const actions = style({ display: 'flex', gap: vars.space.xs });
/** Narrower side padding than a lone button, so both fit a 230 px card on one line each. */
const cardButton = style({
  whiteSpace: 'nowrap',
  selectors: { [`${actions} &`]: { paddingInline: vars.space.sm } },
});
export const buy = style([cardButton, { minWidth: 0 }]);
export const add = style([cardButton, { flex: 'none' }]);
