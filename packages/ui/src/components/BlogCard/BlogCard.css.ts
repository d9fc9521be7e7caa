import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { layout, media } from '../../themes/tokens';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${layout.blogCard.imageWidth}px 1fr`,
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  ':hover': { boxShadow: vars.shadow.md },
  ':focus-within': { boxShadow: vars.shadow.md },
});

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.md });

export const title = style({ margin: 0, fontSize: vars.fontSize.md });

/** The link covers the whole card so the card is one big target. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  ':hover': { textDecoration: 'underline' },
});

export const excerpt = style({
  margin: `${vars.space.xxs} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
