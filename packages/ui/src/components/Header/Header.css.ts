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
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gridTemplateAreas: '"brand actions" "search search" "nav nav"',
    alignItems: 'center',
    // No row gap: an empty area (no search) must not add space; the rows below pad themselves.
    columnGap: vars.space.xs,
    '@media': {
      [media.md]: {
        gridTemplateColumns: 'auto minmax(12rem, 1fr) auto auto',
        gridTemplateAreas: '"brand search nav actions"',
        columnGap: vars.space.md,
      },
    },
  },
]);

/** The search takes the room between logo and navigation, and all of a phone's width. */
const belowLogo = style({ paddingTop: vars.space.xs, '@media': { [media.md]: { paddingTop: 0 } } });
export const search = style([belowLogo, { gridArea: 'search', minWidth: 0, maxWidth: '32rem' }]);
export const nav = style([belowLogo, { gridArea: 'nav', minWidth: 0 }]);
export const actions = style({ gridArea: 'actions', display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const brand = style({
  gridArea: 'brand',
  justifySelf: 'start',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  textDecoration: 'none',
  // Tall enough for the name on two lines (size lg, normal leading): where the fallback
  // font wraps it and the web font does not, the header keeps its height and nothing
  // below it moves when the font arrives (layout shift).
  minHeight: `max(${vars.size.control}, calc(2 * ${vars.lineHeight.normal} * ${vars.fontSize.lg}))`,
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
