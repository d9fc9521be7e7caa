/**
 * Self-hosted fonts of Bolpur Kantha House's theme (Fontsource): Anek Bangla for text
 * and Noto Serif Bengali for headings, both with Latin and Bengali subsets loaded by
 * `unicode-range`. Imported once, for its side effect, next to {@link kanthaHouseTheme}.
 */
import '@fontsource-variable/anek-bangla/wght.css';
import '@fontsource-variable/noto-serif-bengali/wght.css';
