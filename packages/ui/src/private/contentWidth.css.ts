import { style } from '@vanilla-extract/css';
import { layout } from '../themes/tokens';

/** The page's content column (spec §2, §9: at most 1400 px, centred); header, main and footer share it. */
export const contentWidth = style({ maxWidth: layout.contentMaxWidth, marginInline: 'auto' });
