import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.tight });
export const intro = style({ margin: 0, color: vars.color.textMuted });
