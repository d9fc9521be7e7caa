import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A fieldset without the browser's frame: the legend reads as the group's label. */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs });

/** The one-tap quantities wrap onto more rows on a narrow phone. */
export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A choice: the radio covers its whole pill, so the pill is the 44 px touch target. */
export const choice = style({ position: 'relative', display: 'inline-flex' });

/** The native radio, invisible but in place: it takes the clicks, the keys and the focus. */
export const radio = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

/** The pill drawn for the radio: outlined, filled with the brand colour when checked, ringed when focused. */
export const pill = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.textMuted}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    [`${radio}:checked + &`]: {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
    [`${radio}:focus-visible + &`]: {
      outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
