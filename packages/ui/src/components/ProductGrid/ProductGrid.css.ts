import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const empty = style({ padding: vars.space.lg, textAlign: 'center' });
