import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

/** The tile is one link: picture and words, in one of three arrangements (spec §2 Home, §9 sizes). */
export const tile = recipe({
  base: { color: vars.color.text, textDecoration: 'none' },
  variants: {
    layout: {
      /** Picture above the words: the theme's categoryTile sizes (spec §9: 100×140 px up to 640 px wide, else 137×170 px). */
      stacked: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: vars.space.xxs,
        width: vars.layout.categoryTileWidth,
        minHeight: vars.layout.categoryTileHeight,
        padding: vars.space.xxs,
        borderRadius: vars.radius.md,
        textAlign: 'center',
        ':hover': { background: vars.color.surfaceSunken },
        '@media': {
          [media.sm]: { width: vars.layout.categoryTileWidthSm, minHeight: vars.layout.categoryTileHeightSm },
        },
      },
      /** Picture beside the words on a card: the theme's needTile sizes (spec §9: 280 px wide under 640, 320 under 1024, 350 above; 100 px high). */
      inline: {
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.sm,
        width: vars.layout.needTileWidth,
        height: vars.layout.needTileHeight,
        padding: vars.space.xs,
        paddingRight: vars.space.md,
        borderRadius: vars.radius.lg,
        background: vars.color.surfaceRaised,
        border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
        boxShadow: vars.shadow.sm,
        ':hover': { boxShadow: vars.shadow.md },
        '@media': {
          [media.sm]: { width: vars.layout.needTileWidthSm },
          [media.lg]: { width: vars.layout.needTileWidthLg },
        },
      },
      /** Words over the picture: the theme's carouselCard sizes (spec §9: 210×160 px on small screens, 300×200 px otherwise). */
      overlay: {
        position: 'relative',
        display: 'block',
        width: vars.layout.carouselCardWidth,
        height: vars.layout.carouselCardHeight,
        borderRadius: vars.radius.lg,
        overflow: 'hidden',
        color: vars.color.onBrand,
        background: vars.color.brand,
        '@media': { [media.sm]: { width: vars.layout.carouselCardWidthSm, height: vars.layout.carouselCardHeightSm } },
      },
    },
  },
});

/** The variant props of {@link tile}. */
export type TileVariants = NonNullable<RecipeVariants<typeof tile>>;

export const image = recipe({
  base: { objectFit: 'cover' },
  variants: {
    layout: {
      stacked: {
        width: '100%',
        aspectRatio: '1',
        borderRadius: vars.radius.md,
        background: vars.color.surfaceSunken,
        border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
      },
      inline: { height: '100%', width: 'auto', aspectRatio: '4 / 3', borderRadius: vars.radius.md },
      overlay: { width: '100%', height: '100%', pointerEvents: 'none' },
    },
  },
});

/** The words of an overlay tile sit on a shade at the foot of the picture, so they stay readable. */
export const overlayLabel = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.xs}`,
  background: `linear-gradient(transparent, ${vars.color.overlay} 45%)`,
});
