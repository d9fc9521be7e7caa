import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.layout.blogCardImageWidth} 1fr`,
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

/** The link covers the whole card so the card is one big target. */
export const link = style({
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  ':hover': { textDecoration: 'underline' },
});

export const excerpt = style({ marginTop: vars.space.xxs });
