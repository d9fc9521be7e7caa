/**
 * The gift-shop theme's web-font faces: the `@font-face` rules of
 * `faceList.ts`, pointing at the files `scripts/subset-fonts.mjs` cut from the
 * self-hosted Fontsource fonts. `unicode-range` keeps English pages from fetching the
 * Bengali files and every page from fetching the rupee-sign file until a price shows;
 * `font-weight` declares the pinned weights (body 400–700, headings 700 only), so the
 * browser never synthesises a weight the file has.
 *
 * The body face's Bengali rules try the device's own copy first (`local()`): Android
 * phones ship Noto Sans Bengali, so a Bengali page draws its body text without
 * downloading the 75 KB file (static Regular and Bold files are matched by name; a
 * variable one by its default name, at the requested weight). A device without it
 * downloads the file.
 */
import { globalFontFace } from '@vanilla-extract/css';
import { giftShopFaces } from './faceList';

for (const { family, file, weight, localNames, unicodeRange } of giftShopFaces()) {
  const [min, max] = weight;
  globalFontFace(`"${family}"`, {
    src: [...localNames.map((name) => `local("${name}")`), `url("./${file}") format("woff2")`].join(', '),
    fontStyle: 'normal',
    fontWeight: min === max ? String(min) : `${min} ${max}`,
    fontDisplay: 'swap',
    unicodeRange,
  });
}
