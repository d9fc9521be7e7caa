/**
 * This shop's theme: a value for every design token of `@storefront/ui`'s contract.
 * A starter (pnpm create-shop): blue and saffron on white, the phone's own fonts. Change
 * any value; `ThemeTokens` makes a missing or misspelt token a compile error. Storybook's
 * Theme menu shows every component in it (pnpm storybook), and its story tests check the
 * contrast of every colour pair.
 */
import { createShopTheme, type ThemeTokens } from '@storefront/ui/themes';
import webApp from './webApp.json';

/** The phone's own fonts: Bengali from its Noto Sans Bengali, Latin from its system font. */
const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans Bengali", "Nirmala UI", Arial, sans-serif';

/** Every token of the contract. */
export const tokens: ThemeTokens = {
  color: {
    brand: webApp.theme,
    brandStrong: '#163B78',
    onBrand: '#FFFFFF',
    accent: '#F2B705',
    onAccent: '#1F2328',
    surface: webApp.background,
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#EEF3FB',
    text: '#1F2328',
    textMuted: '#4F5665',
    border: '#D5DCE8',
    focus: '#B45309',
    info: '#1E4FA0',
    success: '#1B7F3B',
    warning: '#8A5A00',
    error: '#B42318',
    infoSurface: '#EEF3FB',
    successSurface: '#ECF8EF',
    warningSurface: '#FDF6E3',
    errorSurface: '#FDEDEC',
    overlay: 'rgba(31, 35, 40, 0.55)',
  },
  font: { body: systemFonts, heading: systemFonts },
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
  lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.7' },
  space: { none: '0', xxs: '0.25rem', xs: '0.5rem', sm: '0.75rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '999px' },
  borderWidth: { thin: '1px', thick: '2px', focus: '3px' },
  size: { controlSm: '36px', control: '44px', controlLg: '52px', logo: '40px' },
  shadow: {
    sm: '0 1px 2px rgba(31, 35, 40, 0.08)',
    md: '0 4px 12px rgba(31, 35, 40, 0.12)',
    lg: '0 12px 32px rgba(31, 35, 40, 0.2)',
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

/** The theme's class name; the app puts it on `<html>`. */
export const theme = createShopTheme(tokens);
