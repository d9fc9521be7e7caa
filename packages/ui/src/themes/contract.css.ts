/**
 * The design-token contract every theme implements (vanilla-extract theme contract).
 * Components only read `vars`; a shop rebrands by writing a theme, never by editing components.
 */
import { createThemeContract } from '@vanilla-extract/css';

/** CSS variables for every themable design token. */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandStrong: null,
    onBrand: null,
    accent: null,
    onAccent: null,
    surface: null,
    surfaceRaised: null,
    surfaceSunken: null,
    text: null,
    textMuted: null,
    border: null,
    focus: null,
    info: null,
    success: null,
    warning: null,
    error: null,
    infoSurface: null,
    successSurface: null,
    warningSurface: null,
    errorSurface: null,
    overlay: null,
  },
  font: { body: null, heading: null },
  fontSize: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, display: null },
  fontWeight: { regular: null, medium: null, bold: null },
  lineHeight: { tight: null, normal: null, relaxed: null },
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  /** Border widths: hairlines, emphasised edges, and the focus ring. */
  borderWidth: { thin: null, thick: null, focus: null },
  /** Control heights and square icon buttons; `control` is the 44 px minimum touch target. */
  size: { controlSm: null, control: null, controlLg: null, logo: null },
  shadow: { sm: null, md: null, lg: null },
  motion: { fast: null, normal: null },
  zIndex: { header: null, dialog: null, toast: null },
  /**
   * The page's and the components' sizes, a CSS length each (`dialogMaxHeight` may be in vh,
   * `pageZoomWide` is a number). Unsuffixed: on phones; `Sm`: from the `sm` breakpoint
   * (640 px) up; `Lg`: from `lg` (1024 px) up. The breakpoints themselves are fixed (`breakpoints`:
   * media queries cannot read custom properties).
   */
  layout: {
    /** The content column's widest, e.g. '1400px'. */
    contentMaxWidth: null,
    /** The page's zoom above 768 px wide, e.g. '0.8' ('1' for none). */
    pageZoomWide: null,
    productCardMaxWidth: null,
    productCardHeightSm: null,
    productCardHeightLg: null,
    /** A category tile (picture above its name). */
    categoryTileWidth: null,
    categoryTileHeight: null,
    categoryTileWidthSm: null,
    categoryTileHeightSm: null,
    /** A 'shop by need' card (picture beside its words). */
    needTileWidth: null,
    needTileWidthSm: null,
    needTileWidthLg: null,
    needTileHeight: null,
    /** A card of the category carousel (words over the picture), and how far an arrow scrolls. */
    carouselCardWidth: null,
    carouselCardHeight: null,
    carouselCardWidthSm: null,
    carouselCardHeightSm: null,
    carouselStep: null,
    carouselStepSm: null,
    /** The order dialog: its width (never wider than the screen) and tallest. */
    dialogWidth: null,
    dialogMaxHeight: null,
    /** The shortest a banner's art may be. */
    bannerMinHeight: null,
    /** A blog card's thumbnail column. */
    blogCardImageWidth: null,
  },
});

/** The values a theme must give every token in {@link vars}. */
export type ThemeTokens = { [Group in keyof typeof vars]: { [Token in keyof (typeof vars)[Group]]: string } };
