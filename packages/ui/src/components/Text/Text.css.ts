import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

export const heading = recipe({
  base: {
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.bold,
    lineHeight: vars.lineHeight.tight,
    margin: 0,
    color: vars.color.text,
  },
  variants: {
    level: {
      1: { fontSize: vars.fontSize.xxl, '@media': { [media.md]: { fontSize: vars.fontSize.display } } },
      2: { fontSize: vars.fontSize.xl, '@media': { [media.md]: { fontSize: vars.fontSize.xxl } } },
      3: { fontSize: vars.fontSize.lg },
      4: { fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { level: 2 },
});

export const text = recipe({
  base: { margin: 0, fontFamily: vars.font.body },
  variants: {
    size: {
      sm: { fontSize: vars.fontSize.sm },
      md: { fontSize: vars.fontSize.md },
      lg: { fontSize: vars.fontSize.lg },
    },
    tone: {
      normal: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      error: { color: vars.color.error },
      success: { color: vars.color.success },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      bold: { fontWeight: vars.fontWeight.bold },
    },
  },
  defaultVariants: { size: 'md', tone: 'normal', weight: 'regular' },
});
