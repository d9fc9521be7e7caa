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
  // A card out of sight is not laid out or painted until it nears the screen (it stays in the
  // accessibility tree and in find-in-page). A listing of 48 cards is about 1,500 layout
  // objects, laid out again as each web font arrives: with this, the largest category's
  // Lighthouse TBT at 2,000 products went from 60 / 93 ms to 16 / 14 ms (English / Bengali,
  // median of nine runs each, alternating, 2026-11-29; README "Where the build's and the
  // pages' time goes"). The card already clips what overflows it, so its containment clips
  // nothing more.
  contentVisibility: 'auto',
  // A skipped card's height until it is first drawn (then the browser remembers its own): on
  // phones a card is as tall as its content, 338-459 px at 360-412 px wide (2026-11-29, with
  // the first shop's theme); wider, the card's fixed height below.
  containIntrinsicBlockSize: 'auto 420px',
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
