/**
 * Self-hosted web fonts of the gift-shop theme (from Fontsource packages, no third-party
 * font CDN): Noto Sans Bengali for body text (weights 400–700) and Baloo Da 2 for
 * headings (700). Both cover Latin and Bengali script, so the bn-IN interface needs no
 * other font. The files are cut to those weights and to their scripts at development
 * time (`scripts/subset-fonts.mjs` at the repository root, `faces.css.ts`: Bengali 75 + 44 KB, Latin
 * 18 + 18 KB, the rupee sign 1 KB each). Each subset is
 * a separate `@font-face` with a `unicode-range`, so an English page downloads only the
 * Latin files; `font-display: swap` keeps text visible while they load. Bengali body
 * text is drawn with the phone's own Noto Sans Bengali where it has one (`local()`), so
 * most Bengali shoppers download only the 44 KB heading file.
 *
 * Metrics-matched fallback faces (`fallbacks.css.ts`) stand in while they load.
 *
 * Import this module once, for its side effect, wherever the gift-shop theme is used.
 */
/// <reference types="vite/client" />
import './faces.css';
import './fallbacks.css';
import balooDa2Bengali from './baloo-da-2-bengali.woff2?url';
import notoSansBengaliLatin from './noto-sans-bengali-latin.woff2?url';
import balooDa2Latin from './baloo-da-2-latin.woff2?url';

/**
 * The Bengali font files a Bengali page preloads: the heading face's
 * Bengali subset (Baloo Da 2, 44 KB), which phones do not have. The body face's Bengali
 * subset is not preloaded: its `@font-face` tries the phone's own Noto Sans Bengali first
 * (Android ships it), and a preload would download the 75 KB file even where it is never
 * used; a device without the font downloads it when text needs it. English pages load
 * neither (their text has no Bengali letters, and `unicode-range` keeps the browser from
 * fetching them).
 */
export const giftShopBengaliFonts: readonly string[] = [balooDa2Bengali];

/**
 * The Latin font files every page's first paint needs: the body and heading
 * faces' Latin subsets (the shop's name, prices, English text). Preloaded, they arrive
 * with the stylesheet instead of after it, so the page does not reflow when they swap in
 * (a name that wrapped in the fallback face fits on one line in Baloo Da 2).
 */
export const giftShopLatinFonts: readonly string[] = [notoSansBengaliLatin, balooDa2Latin];
