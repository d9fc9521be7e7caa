import { style } from '@vanilla-extract/css';
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

/** Hidden visually but read by screen readers. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
