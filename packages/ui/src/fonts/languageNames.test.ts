// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageNames, languageNamesFont } from '../../scripts/subset-fonts.mjs';
import { languageSwitchLetters } from '../components/LanguageSwitch/letters';

describe("the language switch's own font", () => {
  it('is cut for the letters the switch says it draws (an app checks its names against them)', () => {
    for (const letter of languageSwitchLetters) expect(languageNames).toContain(letter);
  });

  it('is the subset the script makes from the self-hosted font, and small', async () => {
    const committed = readFileSync(new URL('./language-names.woff2', import.meta.url));
    expect(Buffer.from(await languageNamesFont()).equals(committed)).toBe(true);
    expect(committed.length).toBeLessThan(4096);
    // CPU-bound (HarfBuzz, then WOFF2 compression), slow on a busy 2-core machine: the limit only catches a hang.
  }, 120_000);
});
