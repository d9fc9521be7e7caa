import { describe, expect, it } from 'vitest';
import { memoryStorage, throwingStorage } from '../../test/storage';
import {
  LANGUAGE_CHOICE_KEY,
  prefersLocale,
  rememberedLanguage,
  rememberLanguage,
  shouldOfferLocale,
} from './languageChoice';

describe('the language choice and the Bengali offer', () => {
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
    expect(prefersLocale(['bn-IN', 'en-IN'], 'bn-IN', 'en-IN')).toBe(true);
    expect(prefersLocale(['bn'], 'bn-IN', 'en-IN')).toBe(true);
    expect(prefersLocale(['hi-IN', 'bn-BD', 'en'], 'bn-IN', 'en-IN')).toBe(true);
    expect(prefersLocale(['en-IN', 'bn-IN'], 'bn-IN', 'en-IN')).toBe(false);
    expect(prefersLocale(['hi-IN'], 'bn-IN', 'en-IN')).toBe(false);
    expect(prefersLocale([], 'bn-IN', 'en-IN')).toBe(false);
  });

  it('offers Bengali once to a Bengali browser, always after a Bengali choice, never after an English one', () => {
    const storage = memoryStorage();
    expect(shouldOfferLocale(storage, ['bn-IN'], 'bn-IN', 'en-IN')).toBe(true);
    expect(shouldOfferLocale(storage, ['bn-IN'], 'bn-IN', 'en-IN')).toBe(false);
    expect(shouldOfferLocale(memoryStorage(), ['en-IN'], 'bn-IN', 'en-IN')).toBe(false);
    const chose = memoryStorage();
    rememberLanguage(chose, 'bn-IN');
    expect(shouldOfferLocale(chose, ['en-IN'], 'bn-IN', 'en-IN')).toBe(true);
    expect(shouldOfferLocale(chose, ['en-IN'], 'bn-IN', 'en-IN')).toBe(true);
    rememberLanguage(chose, 'en-IN');
    expect(shouldOfferLocale(chose, ['bn-IN'], 'bn-IN', 'en-IN')).toBe(false);
  });
});
