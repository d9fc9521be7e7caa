import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

/** Headings: the theme's display face, bold, tight leading; `size` picks a step (some grow from 768 px). */
export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    margin: 0,
  },
  variants: {
    size: {
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
      xxl: { fontSize: vars.fontSize.xxl },
      /** A page's title: xxl on phones, display from 768 px. */
      page: { fontSize: vars.fontSize.xxl, '@media': { [media.md]: { fontSize: vars.fontSize.display } } },
      /** Words over a banner: xl on phones, display from 768 px. */
      hero: { fontSize: vars.fontSize.xl, '@media': { [media.md]: { fontSize: vars.fontSize.display } } },
      /** A section's title in long pages: xl on phones, xxl from 768 px. */
      section: { fontSize: vars.fontSize.xl, '@media': { [media.md]: { fontSize: vars.fontSize.xxl } } },
    },
    tone: { normal: { color: vars.color.text }, inherit: { color: 'inherit' } },
  },
  defaultVariants: { tone: 'normal' },
});

/** The variant props of {@link heading}. */
export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;

/** Body text on the type scale: size, tone, weight and (optionally) leading. */
export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs },
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
      xl: { fontSize: vars.fontSize.xl },
      xxl: { fontSize: vars.fontSize.xxl },
      /** A lead paragraph (words on a banner): md on phones, lg from 768 px. */
      lead: { fontSize: vars.fontSize.md, '@media': { [media.md]: { fontSize: vars.fontSize.lg } } },
      /** Keeps the surrounding size (e.g. inside a button). */
      inherit: { fontSize: 'inherit' },
    },
    tone: {
      normal: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      error: { color: vars.color.error },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      info: { color: vars.color.info },
      /** Takes the colour of its surroundings (text on a banner, a link's label). */
      inherit: { color: 'inherit' },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    leading: { tight: { lineHeight: vars.lineHeight.tight }, normal: { lineHeight: vars.lineHeight.normal } },
    /** Figures of equal width, so prices and totals line up. */
    numeric: { tabular: { fontVariantNumeric: 'tabular-nums' } },
  },
  defaultVariants: { size: 'md', tone: 'normal', weight: 'regular' },
});

/** The variant props of {@link text}. */
export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
