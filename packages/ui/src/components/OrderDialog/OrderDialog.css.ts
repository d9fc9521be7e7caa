import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The theme's width (spec §9: 400 px), never wider than the screen, and tallest (80vh). */
export const dialog = style({
  width: `min(${vars.layout.dialogWidth}, calc(100vw - 2rem))`,
  maxHeight: vars.layout.dialogMaxHeight,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const inner = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, padding: vars.space.lg });

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const formError = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.errorSurface,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const summaryValue = style({ textAlign: 'right' });

/** Rows group a term with its value without breaking the two-column grid. */
export const summaryRow = style({ display: 'contents' });
