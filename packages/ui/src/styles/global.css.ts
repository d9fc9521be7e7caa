/**
 * Page-wide styles every shop gets: box sizing, body type and colours from the
 * theme, visible focus, reduced motion, and spec §2's zoom above 768px (the theme's
 * `pageZoomWide`: 80% for the spec; in CSS, so there is no resize listener).
 */
import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { media } from '../themes/tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  '@media': {
    [media.wide]: { zoom: vars.layout.pageZoomWide },
    [media.reducedMotion]: { scrollBehavior: 'auto' },
  },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
});

// Headings use the theme's display face even when a component styles only their size.
globalStyle('h1, h2, h3, h4, h5, h6', { fontFamily: vars.font.heading });

globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });

globalStyle(':focus-visible', {
  outline: `${vars.borderWidth.focus} solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle('*', {
  '@media': {
    [media.reducedMotion]: { transitionDuration: '0s !important', animationDuration: '0s !important' },
  },
});
