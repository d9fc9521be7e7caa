import { localeNames } from '@storefront/catalog';
import { languageSwitchLetters } from '@storefront/ui';
import { describe, expect, it } from 'vitest';

describe("the language switch's names", () => {
  it("draws every language's own name in the switch's font: each letter beyond Latin is one it was cut for", () => {
    const letters = Object.values(localeNames)
      .join('')
      .replace(/[A-Za-z\s]/g, '');
    expect(letters).not.toBe('');
    for (const letter of letters) expect(languageSwitchLetters).toContain(letter);
  });
});
