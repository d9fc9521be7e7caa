import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import { media } from '../../themes/tokens';

export const banner = style({
  position: 'relative',
  display: 'grid',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.brandStrong,
  color: vars.color.onBrand,
  isolation: 'isolate',
});

export const image = style({
  gridArea: '1 / 1',
  width: '100%',
  height: '100%',
  minHeight: vars.layout.bannerMinHeight,
  objectFit: 'cover',
  objectPosition: 'right center',
  zIndex: -1,
  // On phones the words sit on top of the art: fade it so the text stays readable.
  opacity: 0.3,
  '@media': { [media.md]: { opacity: 1 } },
});

export const content = style({
  gridArea: '1 / 1',
  alignSelf: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.lg,
  maxWidth: '34rem',
  textShadow: '0 1px 2px rgba(0, 0, 0, 0.35)',
  '@media': { [media.md]: { padding: vars.space.xxl } },
});
