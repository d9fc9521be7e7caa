import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** A pill like the order list badge, so the header's actions read as one group. */
export const switchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  ':hover': { background: vars.color.surfaceSunken },
});

/**
 * The other language's name in the system's font, not the theme's web font: 'বাংলা' on
 * every English page must not make the browser download a Bengali font file (issue 11).
 */
export const label = style({
  fontFamily: 'system-ui, sans-serif',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
