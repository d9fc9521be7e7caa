// Cuts the design system's self-hosted fonts down to what the pages use, with HarfBuzz
// (subset-font): shaping rules kept, so Bengali conjuncts still form.
// - `src/fonts/language-names.woff2`: the few Bengali letters of the language switch's
//   'বাংলা' from Noto Sans Bengali (about 2 KB), so English pages draw that one word
//   without downloading a Bengali font (issue 11).
// - `src/fonts/gift-shop/*.woff2`: the gift-shop theme's faces (issue 12), listed in
//   `src/fonts/giftShopSubsets.json`: each Fontsource file limited to its unicode-range
//   and its 'wght' axis pinned to the weights the theme uses (body 400–700, headings 700),
//   with the rupee sign in a tiny file of its own instead of the whole latin-ext one.
//
// Run after changing a font, a subset or the language names: node scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** Every language name the switch shows that is not in Latin letters. */
export const languageNames = 'বাংলা';

/** The language switch's font as woff2 bytes. */
export async function languageNamesFont() {
  const source =
    require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');
  return subsetFont(readFileSync(source), languageNames, { targetFormat: 'woff2' });
}

/**
 * The gift-shop theme's subsets, as listed in `giftShopSubsets.json`: `{ file, family,
 * source, weight: [min, max], unicodeRange }`.
 */
export const giftShopSubsets = JSON.parse(
  readFileSync(new URL('../src/fonts/giftShopSubsets.json', import.meta.url), 'utf8'),
).subsets;

/**
 * Every code point a CSS `unicode-range` (`'U+0000-00FF, U+20B9'`) names, as a string.
 * @throws {Error} when a part is not `U+hex` or `U+hex-hex`.
 */
export function codePointsOf(unicodeRange) {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`Not a unicode-range part: '${part}'`);
    const first = parseInt(match[1], 16);
    const last = parseInt(match[2] ?? match[1], 16);
    for (let point = first; point <= last; point += 1) text += String.fromCodePoint(point);
  }
  return text;
}

/** One subset's woff2 bytes: its source cut to its range, 'wght' pinned to its weights. */
export async function giftShopFont(subset) {
  const [min, max] = subset.weight;
  return subsetFont(readFileSync(require.resolve(subset.source)), codePointsOf(subset.unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: min === max ? min : { min, max } },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outputs = [['language-names.woff2', await languageNamesFont()]];
  for (const subset of giftShopSubsets) outputs.push([`gift-shop/${subset.file}`, await giftShopFont(subset)]);
  for (const [file, font] of outputs) {
    writeFileSync(new URL(`../src/fonts/${file}`, import.meta.url), font);
    console.log(`src/fonts/${file}: ${font.length} bytes`);
  }
}
