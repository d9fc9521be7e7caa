import { style } from '@vanilla-extract/css';

/** A list that is only a layout: no bullets, no indent, no margins. */
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
