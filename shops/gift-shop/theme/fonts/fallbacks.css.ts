/**
 * Metrics-matched fallback faces for the gift-shop fonts: while a web font
 * loads (`font-display: swap`), text is drawn in a local font whose size and line metrics
 * are adjusted to the web font's, so swapping the web font in moves nothing. Bengali
 * text falls back to the phone's own Noto Sans Bengali (Android ships it); Latin text to
 * Arial. The overrides are computed at build time by Capsize from the fonts' published
 * metrics; nothing of this ships as JavaScript.
 */
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import balooDa2 from '@capsizecss/metrics/balooDa2';
import notoSansBengali from '@capsizecss/metrics/notoSansBengali';
import { globalFontFace } from '@vanilla-extract/css';
import { giftShopFallbackFamilies } from './families';

/** The Bengali block with the joiners and the dotted circle that Bengali shaping uses. */
const bengaliRange = 'U+0951-0952, U+0964-0965, U+0980-09FE, U+200C-200D, U+25CC';
/** Basic Latin and Latin-1, the rupee sign and the punctuation the shop's texts use. */
const latinRange = 'U+0000-00FF, U+2013-2014, U+2018-201D, U+2022, U+2026, U+20B9, U+2212';
/** Other names of a local Bengali font, for systems that do not ship Noto Sans Bengali. */
const otherLocalBengali = ["local('Noto Sans Bengali')", "local('Nirmala UI')", "local('Bangla Sangam MN')"];

/** Declares `family` as `web`'s fallback: Bengali from a local Bengali font, Latin from Arial. */
function fallbackFor(web: FontMetrics, family: string): void {
  const sources: [FontMetrics, string, string[]][] = [
    [notoSansBengali, bengaliRange, otherLocalBengali],
    [arial, latinRange, []],
  ];
  for (const [local, unicodeRange, moreSources] of sources) {
    const { fontFaces } = createFontStack([web, local], {
      fontFaceFormat: 'styleObject',
      fontFaceProperties: { unicodeRange },
    });
    for (const { '@font-face': face } of fontFaces) {
      const { fontFamily: _name, src, ...metrics } = face;
      globalFontFace(family, { ...metrics, src: [src, ...moreSources].join(', ') });
    }
  }
}

fallbackFor(notoSansBengali, giftShopFallbackFamilies.body);
fallbackFor(balooDa2, giftShopFallbackFamilies.heading);
