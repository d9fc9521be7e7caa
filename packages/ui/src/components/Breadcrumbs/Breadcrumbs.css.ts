import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/** The trail flows like a sentence, so a long product name wraps right after its '›'. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** '›' between crumbs, drawn by CSS with empty alternative text, so screen readers skip it. */
export const item = style({
  display: 'inline',
  selectors: {
    '& + &::before': {
      content: '"›" / ""',
      color: vars.color.textMuted,
      marginInline: vars.space.xs,
    },
  },
});

/** Padding widens the link's touch area without moving the line. */
export const link = style({ paddingBlock: vars.space.xs });
