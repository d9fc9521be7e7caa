import { style } from '@vanilla-extract/css';

/** `<picture>` adds no box of its own: the `<img>` inside stays the grid or flex item its component styles. */
export const picture = style({ display: 'contents' });
