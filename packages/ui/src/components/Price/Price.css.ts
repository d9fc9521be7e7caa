import { style } from '@vanilla-extract/css';

/**
 * The basis ('/ 100 cards', 'each') moves to the next line as a whole in a narrow cell,
 * and wraps within itself only where even a whole line is too narrow for it.
 */
export const basis = style({ display: 'inline-block' });
