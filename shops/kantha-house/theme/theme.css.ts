/**
 * Bolpur Kantha House's theme: indigo and madder red on undyed cotton, a serif for
 * headings, square corners and flat cards. It is all this shop writes to rebrand the
 * shared components; it implements the same contract as the gift-shop theme.
 */
import { vars, type ThemeTokens } from '@storefront/ui/themes';
import { createTheme } from '@vanilla-extract/css';
import webApp from './webApp.json';

const fallbackSans = 'system-ui, "Segoe UI", Roboto, "Noto Sans Bengali", Arial, sans-serif';

/** Every token of the contract, typed so a missing token is a compile error. */
export const kanthaHouseTokens: ThemeTokens = {
  color: {
    brand: webApp.theme,
    brandStrong: '#1F2760',
    onBrand: '#FFFFFF',
    accent: '#B23A48',
    onAccent: '#FFFFFF',
    surface: webApp.background,
    surfaceRaised: '#FFFFFF',
    surfaceSunken: '#EEE7DC',
    text: '#1C1B22',
    textMuted: '#4D4A57',
    border: '#CFC6B8',
    focus: '#B23A48',
    info: '#2E3A87',
    success: '#2F6B3A',
    warning: '#8A5A00',
    error: '#A4262C',
    infoSurface: '#ECEEF8',
    successSurface: '#EAF4EC',
    warningSurface: '#FBF1DC',
    errorSurface: '#FBECEC',
    overlay: 'rgba(28, 27, 34, 0.6)',
  },
  font: {
    body: `"Anek Bangla Variable", ${fallbackSans}`,
    heading: `"Noto Serif Bengali Variable", Georgia, "Noto Serif Bengali", serif`,
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.1875rem',
    xl: '1.5rem',
    xxl: '2rem',
    display: '2.625rem',
  },
  fontWeight: { regular: '400', medium: '550', bold: '650' },
  lineHeight: { tight: '1.25', normal: '1.55', relaxed: '1.75' },
  space: {
    none: '0',
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.25rem',
    xxl: '3.5rem',
  },
  radius: { sm: '2px', md: '3px', lg: '4px', full: '999px' },
  borderWidth: { thin: '1px', thick: '2px', focus: '3px' },
  size: { controlSm: '36px', control: '46px', controlLg: '54px', logo: '44px' },
  shadow: { sm: 'none', md: '0 2px 0 rgba(28, 27, 34, 0.12)', lg: '0 8px 24px rgba(28, 27, 34, 0.22)' },
  motion: { fast: '100ms', normal: '180ms' },
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

/** Class name that applies Bolpur Kantha House's tokens; put it on the root element. */
export const kanthaHouseTheme = createTheme(vars, kanthaHouseTokens);
