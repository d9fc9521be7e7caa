// Cuts a shop theme's self-hosted fonts down to what its pages use, with HarfBuzz
// (subset-font): shaping rules kept, so Bengali conjuncts still form. A shop lists its
// font files in `<shop folder>/theme/fonts/subsets.json`: each Fontsource file limited to
// its unicode-range and its 'wght' axis pinned to the weights the theme uses, e.g. the
// rupee sign in a tiny file of its own instead of the whole latin-ext one.
//
// Run after changing a font or a subset: node scripts/subset-fonts.mjs shops/gift-shop
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/**
 * The subsets a shop lists in `theme/fonts/subsets.json`: `{ file, family, source,
 * weight: [min, max], unicodeRange, local? }`.
 * @param shopDir - the shop folder (absolute, or relative to the working directory)
 * @throws {Error} when the file is missing or is not JSON.
 */
export function shopFontSubsets(shopDir) {
  return JSON.parse(readFileSync(resolve(shopDir, 'theme/fonts/subsets.json'), 'utf8')).subsets;
}

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

/**
 * One subset's woff2 bytes: its source (a module specifier, resolved from the shop
 * folder's own dependencies) cut to its range, 'wght' pinned to its weights.
 */
export async function subsetFace(shopDir, subset) {
  const require = createRequire(pathToFileURL(resolve(shopDir, 'package.json')));
  const [min, max] = subset.weight;
  return subsetFont(readFileSync(require.resolve(subset.source)), codePointsOf(subset.unicodeRange), {
    targetFormat: 'woff2',
    variationAxes: { wght: min === max ? min : { min, max } },
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const shopDir = process.argv[2];
  if (!shopDir) {
    console.error('Usage: node scripts/subset-fonts.mjs <shop folder>, e.g. shops/gift-shop');
    process.exit(2);
  }
  for (const subset of shopFontSubsets(shopDir)) {
    const font = await subsetFace(shopDir, subset);
    writeFileSync(resolve(shopDir, 'theme/fonts', subset.file), font);
    console.log(`${shopDir}/theme/fonts/${subset.file}: ${font.length} bytes`);
  }
}
