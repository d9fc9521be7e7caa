/**
 * Self-hosted web fonts of the gift-shop theme (Fontsource packages, no third-party
 * font CDN): Noto Sans Bengali for body text and Baloo Da 2 for headings. Both cover
 * Latin and Bengali script, so the bn-IN interface needs no other font. Each subset is
 * a separate `@font-face` with a `unicode-range`, so an English page downloads only the
 * Latin files; `font-display: swap` keeps text visible while they load.
 *
 * Import this module once, for its side effect, wherever {@link giftShopTheme} is used.
 */
import '@fontsource-variable/noto-sans-bengali/wght.css';
import '@fontsource-variable/baloo-da-2/wght.css';
