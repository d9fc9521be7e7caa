import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

/** Room for six digits from 640 px, four on a phone, so both buttons stay on a 360 px screen. */
export const input = style({ width: '4.5rem', textAlign: 'center', '@media': { [media.sm]: { width: '6.5rem' } } });
