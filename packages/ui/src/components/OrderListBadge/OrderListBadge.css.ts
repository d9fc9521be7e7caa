import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  ':hover': { background: vars.color.surfaceSunken },
  selectors: { '&[aria-current="page"]': { borderColor: vars.color.brand, background: vars.color.surfaceSunken } },
});

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
