/**
 * Self-hosted web fonts of the gift-shop theme (from Fontsource packages, no third-party
 * font CDN): Noto Sans Bengali for body text (weights 400–700) and Baloo Da 2 for
 * headings (700). Both cover Latin and Bengali script, so the bn-IN interface needs no
 * other font. The files are cut to those weights and to their scripts at development
 * time (`scripts/subset-fonts.mjs`, `giftShopFaces.css.ts`: Bengali 75 + 44 KB, Latin
 * 18 + 18 KB, the rupee sign 1 KB each). Each subset is
 * a separate `@font-face` with a `unicode-range`, so an English page downloads only the
 * Latin files; `font-display: swap` keeps text visible while they load.
 *
 * Metrics-matched fallback faces (`giftShopFallbacks.css.ts`) stand in while they load.
 *
 * Import this module once, for its side effect, wherever the gift-shop theme is used.
 */
/// <reference types="vite/client" />
import './giftShopFaces.css';
import './giftShopFallbacks.css';
import notoSansBengaliBengali from './gift-shop/noto-sans-bengali-bengali.woff2?url';
import balooDa2Bengali from './gift-shop/baloo-da-2-bengali.woff2?url';
import notoSansBengaliLatin from './gift-shop/noto-sans-bengali-latin.woff2?url';
import balooDa2Latin from './gift-shop/baloo-da-2-latin.woff2?url';

/**
 * The font files a Bengali page's first paint needs (issue 11): the Bengali subsets of
 * the body and heading faces, for `<link rel="preload" as="font">` on Bengali pages only.
 * English pages never load them (their text has no Bengali letters, and `unicode-range`
 * keeps the browser from fetching them).
 */
export const giftShopBengaliFonts: readonly string[] = [notoSansBengaliBengali, balooDa2Bengali];

/**
 * The Latin font files every page's first paint needs (issue 12): the body and heading
 * faces' Latin subsets (the shop's name, prices, English text). Preloaded, they arrive
 * with the stylesheet instead of after it, so the page does not reflow when they swap in
 * (a name that wrapped in the fallback face fits on one line in Baloo Da 2).
 */
export const giftShopLatinFonts: readonly string[] = [notoSansBengaliLatin, balooDa2Latin];
