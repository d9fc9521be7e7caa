// Cuts the design system's own font down to what the components draw, with HarfBuzz
// (subset-font): `src/fonts/language-names.woff2` holds the few Bengali letters of the
// language switch's 'বাংলা' from Noto Sans Bengali (about 2 KB), so English pages draw that
// one word without downloading a Bengali font. A shop's own fonts are cut by
// the repository's `scripts/subset-fonts.mjs <shop folder>`.
//
// Run after changing the language names: node scripts/subset-fonts.mjs
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

if (import.meta.url === `file://${process.argv[1]}`) {
  const font = await languageNamesFont();
  writeFileSync(new URL('../src/fonts/language-names.woff2', import.meta.url), font);
  console.log(`src/fonts/language-names.woff2: ${font.length} bytes`);
}
