import { describe, expect, it } from 'vitest';
import { memoryStorage, throwingStorage } from '../../test/storage';
import {
  LANGUAGE_CHOICE_KEY,
  prefersBengali,
  rememberedLanguage,
  rememberLanguage,
  shouldOfferBengali,
} from './languageChoice';

describe('the language choice and the Bengali offer (issue 11)', () => {
  it('remembers the switch, and reads garbage or an unknown language as no choice', () => {
    const storage = memoryStorage();
    expect(rememberedLanguage(storage)).toBeUndefined();
    rememberLanguage(storage, 'bn-IN');
    expect(rememberedLanguage(storage)).toBe('bn-IN');
    for (const garbage of ['bn-IN', '"fr-FR"', '{', '42']) {
      storage.setItem(LANGUAGE_CHOICE_KEY, garbage);
      expect(rememberedLanguage(storage)).toBeUndefined();
    }
    expect(() => rememberLanguage(throwingStorage, 'bn-IN')).not.toThrow();
    expect(rememberedLanguage(throwingStorage)).toBeUndefined();
  });

  it('knows a browser that puts Bengali before English', () => {
    expect(prefersBengali(['bn-IN', 'en-IN'])).toBe(true);
    expect(prefersBengali(['bn'])).toBe(true);
    expect(prefersBengali(['hi-IN', 'bn-BD', 'en'])).toBe(true);
    expect(prefersBengali(['en-IN', 'bn-IN'])).toBe(false);
    expect(prefersBengali(['hi-IN'])).toBe(false);
    expect(prefersBengali([])).toBe(false);
  });

  it('offers Bengali once to a Bengali browser, always after a Bengali choice, never after an English one', () => {
    const storage = memoryStorage();
    expect(shouldOfferBengali(storage, ['bn-IN'])).toBe(true);
    expect(shouldOfferBengali(storage, ['bn-IN'])).toBe(false);
    expect(shouldOfferBengali(memoryStorage(), ['en-IN'])).toBe(false);
    const chose = memoryStorage();
    rememberLanguage(chose, 'bn-IN');
    expect(shouldOfferBengali(chose, ['en-IN'])).toBe(true);
    expect(shouldOfferBengali(chose, ['en-IN'])).toBe(true);
    rememberLanguage(chose, 'en-IN');
    expect(shouldOfferBengali(chose, ['bn-IN'])).toBe(false);
  });
});
