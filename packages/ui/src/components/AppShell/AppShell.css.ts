import { globalStyle, style } from '@vanilla-extract/css';
import { contentWidth } from '../../private/contentWidth.css';
import { vars } from '../../themes/contract.css';

export const shell = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

/**
 * Spec §2/§9: content at most 1400 px wide. At least a screen tall, so the footer starts
 * below the first screenful and never jumps when a page's content arrives after the
 * first paint (search results, the order list): no layout shift.
 */
export const main = style([
  contentWidth,
  {
    flex: 1,
    minHeight: '100vh',
    width: '100%',
    padding: `${vars.space.lg} ${vars.space.md}`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxl,
    outline: 'none',
  },
]);

/**
 * The heading a client-side navigation focuses (see `pageKey`) is where reading starts,
 * not a control: no ring, as `<main>` has none when the skip link lands there.
 */
globalStyle(`${main} h1[tabindex="-1"]:focus`, { outline: 'none' });

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
