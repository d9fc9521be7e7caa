import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css';

export const link = recipe({
  base: { color: vars.color.brandStrong, textUnderlineOffset: '0.2em' },
  variants: {
    tone: {
      inline: { textDecoration: 'underline', fontWeight: vars.fontWeight.medium },
      plain: { textDecoration: 'none', color: 'inherit', ':hover': { textDecoration: 'underline' } },
    },
  },
  defaultVariants: { tone: 'inline' },
});
