import { describe, expect, it } from 'vitest';
import { languageOf, localePathPrefix } from './locale';

describe("a locale's address prefix follows the shop's list", () => {
  it('gives the first locale none and every other one its language', () => {
    expect(localePathPrefix('en-IN', ['en-IN', 'bn-IN'])).toBe('');
    expect(localePathPrefix('bn-IN', ['en-IN', 'bn-IN'])).toBe('/bn');
    // A shop written in Bengali first has its Bengali pages at today's addresses.
    expect(localePathPrefix('bn-IN', ['bn-IN', 'en-IN'])).toBe('');
    expect(localePathPrefix('en-IN', ['bn-IN', 'en-IN'])).toBe('/en');
    expect(languageOf('bn-IN')).toBe('bn');
  });
});
