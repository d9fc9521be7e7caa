import { style } from '@vanilla-extract/css';
import { contentWidth } from '../../private/contentWidth.css';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

export const footer = style({
  marginTop: vars.space.xxl,
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
});

export const inner = style([
  contentWidth,
  {
    padding: `${vars.space.xl} ${vars.space.md}`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    textAlign: 'center',
    '@media': { [media.md]: { flexDirection: 'row', justifyContent: 'space-between', textAlign: 'left' } },
  },
]);

export const follow = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0 });

export const socialLink = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  color: vars.color.onBrand,
  background: 'rgba(255, 255, 255, 0.12)',
  ':hover': { background: 'rgba(255, 255, 255, 0.24)' },
  selectors: { '&:focus-visible': { outlineColor: vars.color.accent } },
});
