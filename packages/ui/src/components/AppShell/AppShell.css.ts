import { style } from '@vanilla-extract/css';
import { contentWidth } from '../../private/contentWidth.css';
import { vars } from '../../themes/contract.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/** Spec §2/§9: content at most 1400 px wide. */
export const main = style([
  contentWidth,
  {
    flex: 1,
    width: '100%',
    padding: `${vars.space.lg} ${vars.space.md}`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxl,
    outline: 'none',
  },
]);

export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: '-100px',
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  ':focus': { top: vars.space.xs },
});
