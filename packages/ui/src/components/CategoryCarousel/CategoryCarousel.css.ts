import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { layout, media } from '../../themes/tokens';

export const root = style({ position: 'relative' });

export const track = style({
  display: 'flex',
  gap: vars.space.sm,
  overflowX: 'auto',
  scrollSnapType: 'x proximity',
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  padding: `${vars.space.xs} ${vars.space.xxs}`,
  // Snap points sit inside the padding, so the first card snaps to scrollLeft 0.
  scrollPaddingInline: vars.space.xxs,
  margin: 0,
  listStyle: 'none',
  scrollbarWidth: 'none',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&[data-dragging="true"]': { cursor: 'grabbing', scrollSnapType: 'none', scrollBehavior: 'auto' },
  },
  cursor: 'grab',
});

export const item = style({ flex: 'none', scrollSnapAlign: 'start' });

/** Spec §9: cards 210×160 px on small screens, 300×200 px otherwise. */
export const card = style({
  position: 'relative',
  display: 'block',
  width: layout.carousel.cardSmall.width,
  height: layout.carousel.cardSmall.height,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  color: vars.color.onBrand,
  textDecoration: 'none',
  background: vars.color.brand,
  '@media': { [media.sm]: { width: layout.carousel.card.width, height: layout.carousel.card.height } },
});

export const cardImage = style({ width: '100%', height: '100%', objectFit: 'cover', pointerEvents: 'none' });

export const cardLabel = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.xs}`,
  background: `linear-gradient(transparent, ${vars.color.overlay} 45%)`,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
  width: vars.size.control,
  height: vars.size.control,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const previous = style({ left: vars.space.xxs });
export const next = style({ right: vars.space.xxs });
