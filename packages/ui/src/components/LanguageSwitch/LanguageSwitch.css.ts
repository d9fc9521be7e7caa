import { fontFace, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

/**
 * Just the letters of 'বাংলা', cut from Noto Sans Bengali (about 2 KB; made by
 * `scripts/subset-fonts.mjs`): enough to draw the switch's label on an English
 * page without downloading the whole Bengali font, and on any device, with or without a
 * Bengali font of its own.
 */
const languageNames = fontFace({
  src: 'url("../../fonts/language-names.woff2") format("woff2")',
  fontDisplay: 'swap',
  unicodeRange: 'U+0980-09FE, U+200C-200D',
});

/**
 * The other language's name in its own small font (Bengali letters) or the system's
 * (Latin ones), not the theme's web fonts: 'বাংলা' on every English page must not make
 * the browser download a whole Bengali font file.
 */
export const label = style({
  fontFamily: `${languageNames}, system-ui, sans-serif`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});
