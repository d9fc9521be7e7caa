// Makes `src/fonts/language-names.woff2`: the few Bengali letters of the language
// switch's 'বাংলা', cut from the self-hosted Noto Sans Bengali with HarfBuzz (subset-font),
// shaping rules kept. English pages draw that one word with it (about 2 KB) instead of
// downloading the whole Bengali font (105 KB) or relying on the device having one (issue 11).
//
// Run after changing the language names or the font: node scripts/subset-language-names.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
/** Every language name the switch shows that is not in Latin letters. */
export const languageNames = 'বাংলা';

/** The subset as woff2 bytes. */
export async function languageNamesFont() {
  const source =
    require.resolve('@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2');
  return subsetFont(readFileSync(source), languageNames, { targetFormat: 'woff2' });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await languageNamesFont();
  writeFileSync(new URL('../src/fonts/language-names.woff2', import.meta.url), font);
  console.log(`src/fonts/language-names.woff2: ${font.length} bytes`);
}
