import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A fieldset without the browser's frame: the legend reads as the group's label. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xxs });

/**
 * The values wrap onto more rows on a narrow phone (320 px). The top padding leaves room
 * for the checked value's tick, which sits on its chip's corner.
 */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  paddingTop: vars.space.xxs,
});

/** A value: the radio covers its whole chip, so the chip is the 44 px touch target. */
export const choice = style({ position: 'relative', display: 'inline-flex', maxWidth: '100%' });

/** The native radio, invisible but in place: it takes the clicks, the arrow keys and the focus. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  // Above the chip drawn after it (which is positioned for its tick), so taps reach the radio.
  zIndex: 1,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/**
 * The chip drawn for the radio. Checked: a brand-coloured edge twice as thick (an inset
 * shadow, so the chip keeps its size) and a tick, so the choice shows without colour.
 * Unavailable: a dashed edge on a sunken surface and the name struck through.
 * Focused from the keyboard: the page's focus ring.
 */
export const chip = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minWidth: vars.size.control,
  minHeight: vars.size.control,
  maxWidth: '100%',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.borderWidth.thin} solid ${vars.color.textMuted}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: {
    [`${radio}:hover:not(:disabled) + &`]: { borderColor: vars.color.text },
    [`${radio}:checked + &`]: {
      borderColor: vars.color.brand,
      boxShadow: `inset 0 0 0 ${vars.borderWidth.thin} ${vars.color.brand}`,
    },
    [`${radio}:disabled + &`]: {
      borderStyle: 'dashed',
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
    [`${radio}:focus-visible + &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

/** The value's name over its detail line. */
export const words = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

/** The value's name: struck through when it cannot be picked. */
export const name = style({
  selectors: {
    [`${radio}:disabled + ${chip} &`]: { textDecoration: 'line-through' },
  },
});

/** The swatch's colour, from the data (`OptionValueChoice.swatch`). */
export const swatchColour = createVar();

/** A round sample of the colour before the name, ringed so white shows on a white chip. */
export const swatch = style({
  flexShrink: 0,
  width: vars.space.lg,
  height: vars.space.lg,
  borderRadius: vars.radius.full,
  background: swatchColour,
  border: `${vars.borderWidth.thin} solid ${vars.color.textMuted}`,
});

/** The tick on the checked chip's corner: shown only when its radio is checked. */
export const tick = style({
  position: 'absolute',
  insetBlockStart: `calc(-1 * ${vars.space.xs})`,
  insetInlineEnd: `calc(-1 * ${vars.space.xs})`,
  display: 'none',
  width: vars.space.md,
  height: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
  color: vars.color.onBrand,
  selectors: {
    [`${radio}:checked + ${chip} &`]: { display: 'block' },
  },
});
