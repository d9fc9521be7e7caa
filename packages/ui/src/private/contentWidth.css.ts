import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';

/** The page's content column (spec §2, §9: at most the theme's `contentMaxWidth`, centred); header, main and footer share it. */
export const contentWidth = style({ maxWidth: vars.layout.contentMaxWidth, marginInline: 'auto' });
