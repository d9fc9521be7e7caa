import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

/** Image panel beside the details from 768 px, stacked on phones. */
export const layoutGrid = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, alignItems: 'flex-start' });
export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });
export const subtitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.textMuted });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const bulk = style({ margin: 0, fontWeight: vars.fontWeight.bold, color: vars.color.success });
export const list = style({ margin: 0, paddingLeft: vars.space.lg, color: vars.color.text });
