import { style } from '@vanilla-extract/css';
import { contentWidth } from '../../private/contentWidth.css';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

/** Sticky from 768 px; on phones it scrolls away to leave the small screen to the content. */
export const header = style({
  '@media': { [media.md]: { position: 'sticky', top: 0 } },
  zIndex: vars.zIndex.header,
  background: vars.color.surfaceRaised,
  borderBottom: `${vars.borderWidth.thin} solid ${vars.color.border}`,
});

export const inner = style([
  contentWidth,
  {
    padding: `${vars.space.xs} ${vars.space.md}`,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    '@media': { [media.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' } },
  },
]);

/** The search takes the room between logo and navigation, and all of a phone's width. */
export const search = style({ flex: '1 1 16rem', maxWidth: '32rem' });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  minHeight: vars.size.control,
});

export const logo = style({ width: vars.size.logo, height: vars.size.logo, borderRadius: vars.radius.md });

export const navList = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { [media.md]: { flexWrap: 'wrap', justifyContent: 'flex-end' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.control,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  background: vars.color.surfaceSunken,
  ':hover': { background: vars.color.border },
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand } },
});
