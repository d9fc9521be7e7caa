import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const inputs = style({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.md });
export const priceBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

/** Buy Now and Add to order list: side by side where they fit, each as wide as the panel on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
export const action = style({ flex: '1 1 12rem' });

/** The preset sizes: a row of small buttons that wraps on a phone. */
export const presets = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

/** A preset size: pressed when it is the size typed, in the brand colour as a chosen quantity is. */
export const preset = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});
