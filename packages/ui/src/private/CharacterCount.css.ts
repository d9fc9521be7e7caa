import { style } from '@vanilla-extract/css';

/** The count sits at the end of the hint's row and never wraps ('1,234 / 2,000' is one unit). */
export const count = style({ marginInlineStart: 'auto', whiteSpace: 'nowrap', flexShrink: 0 });
