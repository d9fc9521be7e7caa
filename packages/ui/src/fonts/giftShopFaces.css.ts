/**
 * The gift-shop theme's web-font faces (issue 12): one `@font-face` per subset in
 * `giftShopSubsets.json`, pointing at the files `scripts/subset-fonts.mjs` cut from the
 * self-hosted Fontsource fonts. `unicode-range` keeps English pages from fetching the
 * Bengali files and every page from fetching the rupee-sign file until a price shows;
 * `font-weight` declares the pinned weights (body 400–700, headings 700 only), so the
 * browser never synthesises a weight the file has.
 */
import { globalFontFace } from '@vanilla-extract/css';
import { subsets } from './giftShopSubsets.json';

for (const { family, file, weight, unicodeRange } of subsets) {
  const [min, max] = weight;
  globalFontFace(`"${family}"`, {
    src: `url("./gift-shop/${file}") format("woff2")`,
    fontStyle: 'normal',
    fontWeight: min === max ? String(min) : `${min} ${max}`,
    fontDisplay: 'swap',
    unicodeRange,
  });
}
