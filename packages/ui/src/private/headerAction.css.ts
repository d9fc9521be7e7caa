import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/**
 * A link in the header's actions drawn as an outlined pill at the touch-target height
 * (the order list badge, the language switch), so the actions read as one group.
 */
export const headerAction = style({
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
