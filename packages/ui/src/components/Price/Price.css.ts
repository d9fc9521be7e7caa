import { recipe } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const price = recipe({
  base: { fontWeight: vars.fontWeight.bold, color: vars.color.text, fontVariantNumeric: 'tabular-nums' },
  variants: {
    size: { md: { fontSize: vars.fontSize.lg }, lg: { fontSize: vars.fontSize.xxl } },
    status: {
      amount: {},
      onRequest: { color: vars.color.success },
      unavailable: { color: vars.color.textMuted, fontWeight: vars.fontWeight.medium, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md', status: 'amount' },
});

export const unit = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
});
