import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

/** How far an arrow scrolls the strip: the theme's `carouselStep`, `carouselStepSm` from 640 px (spec §9: 220 / 280 px). */
export const step = createVar();

export const root = style({ position: 'relative' });

export const track = style({
  vars: { [step]: vars.layout.carouselStep },
  '@media': { [media.sm]: { vars: { [step]: vars.layout.carouselStepSm } } },
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

/** The arrows float over the ends of the strip. */
export const arrow = style({ position: 'absolute', top: '50%', transform: 'translateY(-50%)', zIndex: 1 });

export const previous = style({ left: vars.space.xxs });
export const next = style({ right: vars.space.xxs });
