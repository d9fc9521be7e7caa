import { style } from '@vanilla-extract/css';
import { headerAction } from '../../private/headerAction.css';
import { vars } from '../../themes/contract.css';

/** The shared header pill, with room for the count and a mark for the current page. */
export const badge = style([
  headerAction,
  {
    gap: vars.space.xs,
    selectors: { '&[aria-current="page"]': { borderColor: vars.color.brand, background: vars.color.surfaceSunken } },
  },
]);

/** The count in a round bubble; hidden from screen readers (the link's name says it). */
export const count = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
});
