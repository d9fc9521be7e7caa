// @vitest-environment node
import { localeNames } from '@storefront/catalog';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languageNames, languageNamesFont } from '../../scripts/subset-fonts.mjs';

describe("the language switch's own font (issue 11)", () => {
  it('has every letter of the language names that are not in Latin letters', () => {
    const letters = Object.values(localeNames)
      .join('')
      .replace(/[A-Za-z\s]/g, '');
    for (const letter of letters) expect(languageNames).toContain(letter);
  });

  it('is the subset the script makes from the self-hosted font, and small', async () => {
    const committed = readFileSync(new URL('./language-names.woff2', import.meta.url));
    expect(Buffer.from(await languageNamesFont()).equals(committed)).toBe(true);
    expect(committed.length).toBeLessThan(4096);
    // CPU-bound (HarfBuzz, then WOFF2 compression), slow on a busy 2-core machine: the limit only catches a hang.
  }, 120_000);
});
