import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The status line above the links; the whole block centred under the grid. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBlock: vars.space.md,
});

/** The links wrap onto a second row on a narrow phone rather than run off it. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Every page number is a square touch target, as tall as a control. */
const box = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
} as const;

/** A page's number, a link. */
export const number = style({
  ...box,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  textDecoration: 'none',
});

/** The page shown: filled in the brand colour, not a link. */
export const current = style({
  ...box,
  fontWeight: vars.fontWeight.bold,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

/** Previous and Next. */
export const step = style({
  ...box,
  paddingInline: vars.space.sm,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

/** '…' where pages are left out. */
export const gap = style({ ...box, minWidth: 'auto', color: vars.color.textMuted });
