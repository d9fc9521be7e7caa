import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { layout, media } from '../../themes/tokens';

/** The tile is one link: picture and words, in one of three arrangements (spec §2 Home, §9 sizes). */
export const tile = recipe({
  base: { color: vars.color.text, textDecoration: 'none' },
  variants: {
    layout: {
      /** Picture above the words: 100×140 px up to 640 px wide, else 137×170 px. */
      stacked: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: vars.space.xxs,
        width: layout.categoryTile.small.width,
        minHeight: layout.categoryTile.small.height,
        padding: vars.space.xxs,
        borderRadius: vars.radius.md,
        textAlign: 'center',
        ':hover': { background: vars.color.surfaceSunken },
        '@media': {
          [media.sm]: { width: layout.categoryTile.large.width, minHeight: layout.categoryTile.large.height },
        },
      },
      /** Picture beside the words on a card: 280 px wide under 640, 320 under 1024, 350 above; 100 px high. */
      inline: {
        display: 'flex',
        alignItems: 'center',
        gap: vars.space.sm,
        width: layout.shopByNeeds.widthSmall,
        height: layout.shopByNeeds.height,
        padding: vars.space.xs,
        paddingRight: vars.space.md,
        borderRadius: vars.radius.lg,
        background: vars.color.surfaceRaised,
        border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
        boxShadow: vars.shadow.sm,
        ':hover': { boxShadow: vars.shadow.md },
        '@media': {
          [media.sm]: { width: layout.shopByNeeds.widthMedium },
          [media.lg]: { width: layout.shopByNeeds.width },
        },
      },
      /** Words over the picture: 210×160 px on small screens, 300×200 px otherwise. */
      overlay: {
        position: 'relative',
        display: 'block',
        width: layout.carousel.cardSmall.width,
        height: layout.carousel.cardSmall.height,
        borderRadius: vars.radius.lg,
        overflow: 'hidden',
        color: vars.color.onBrand,
        background: vars.color.brand,
        '@media': { [media.sm]: { width: layout.carousel.card.width, height: layout.carousel.card.height } },
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
