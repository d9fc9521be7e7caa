/**
 * The gift-shop theme's values for every design token of the contract: teal, marigold
 * and vermilion on warm cream, after the shop's illustrations. Rem sizes assume the
 * browser's 16 px root; colours meet WCAG AA contrast on their surfaces.
 */
import { giftShopFallbackFamilies } from './fonts/families';
import webApp from './webApp.json';
import type { ThemeTokens } from '@storefront/ui/themes';

/** System fallbacks after the metrics-matched ones, for a browser that cannot adjust fonts. */
const fallbackSans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Bengali", Arial, sans-serif';

/** Every token of the gift-shop theme (typed by the contract, so none can be missing). */
export const giftShopTokens: ThemeTokens = {
  color: {
    brand: webApp.theme,
    brandStrong: '#115E59',
    onBrand: '#FFFFFF',
    accent: '#F59E0B',
    onAccent: '#2B2D42',
    surface: webApp.background,
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#FFF1DC',
    text: '#2B2D42',
    textMuted: '#55576B',
    border: '#E7DCCB',
    focus: '#C2410C',
    info: '#1D4ED8',
    success: '#15803D',
    warning: '#A16207',
    error: '#B91C1C',
    infoSurface: '#EFF6FF',
    successSurface: '#F0FDF4',
    warningSurface: '#FEF9C3',
    errorSurface: '#FEF2F2',
    overlay: 'rgba(43, 45, 66, 0.55)',
  },
  font: {
    // Each web font, then its metrics-matched fallback (fonts/fallbacks.css.ts), then the system's.
    body: `"Noto Sans Bengali Variable", "${giftShopFallbackFamilies.body}", ${fallbackSans}`,
    heading: `"Baloo Da 2 Variable", "${giftShopFallbackFamilies.heading}", ${fallbackSans}`,
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: '2.25rem',
  },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5', relaxed: '1.7' },
  space: { none: '0', xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '6px', md: '10px', lg: '16px', full: '999px' },
  borderWidth: { thin: '1px', thick: '2px', focus: '3px' },
  size: { controlSm: '36px', control: '44px', controlLg: '52px', logo: '40px' },
  shadow: {
    sm: '0 1px 2px rgba(43, 45, 66, 0.08)',
    md: '0 4px 12px rgba(43, 45, 66, 0.12)',
    lg: '0 12px 32px rgba(43, 45, 66, 0.2)',
  },
  motion: { fast: '120ms', normal: '220ms' },
  zIndex: { header: '10', dialog: '100', toast: '1000' },
  // Sizes (spec §9): unsuffixed on phones, Sm from 640 px, Lg from 1024 px.
  layout: {
    contentMaxWidth: '1400px',
    pageZoomWide: '0.8',
    productCardMaxWidth: '300px',
    productCardHeightSm: '400px',
    productCardHeightLg: '450px',
    categoryTileWidth: '100px',
    categoryTileHeight: '140px',
    categoryTileWidthSm: '137px',
    categoryTileHeightSm: '170px',
    needTileWidth: '280px',
    needTileWidthSm: '320px',
    needTileWidthLg: '350px',
    needTileHeight: '100px',
    carouselCardWidth: '210px',
    carouselCardHeight: '160px',
    carouselCardWidthSm: '300px',
    carouselCardHeightSm: '200px',
    carouselStep: '220px',
    carouselStepSm: '280px',
    dialogWidth: '400px',
    dialogMaxHeight: '80vh',
    bannerMinHeight: '180px',
    blogCardImageWidth: '120px',
  },
};
