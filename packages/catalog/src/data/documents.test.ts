import { describe, expect, it } from 'vitest';
import { readProfile } from './profileDocument';
import type { ImageLookup } from './pictures';

const images: ImageLookup = () => ({ width: 64, height: 64 });
const shop = { displayName: 'Tiny Shop', whatsAppNumber: '919876543210', copyrightYear: 2026, logo: 'images/logo.svg' };
/** Every translatable field of a profile, in English. */
const english = {
  tagline: 'Mugs and more',
  searchExamples: ['mugs'],
  orderMessageClosing: 'Thank you!',
  delivery: { state: 'West Bengal', country: 'India', pinCodePrefixes: ['70'] },
};
/** The same fields' Bengali twins. */
const bengaliTwins = {
  tagline_bn: 'মগ আর আরও',
  searchExamples_bn: ['মগ'],
  orderMessageClosing_bn: 'ধন্যবাদ!',
  delivery: { ...english.delivery, state_bn: 'পশ্চিমবঙ্গ', country_bn: 'ভারত' },
};

/** `profile` read as profile.yaml: the profile, or the problems that stopped it. */
function read(profile: Record<string, unknown>) {
  const problems: string[] = [];
  return { profile: readProfile(profile, 'profile.yaml', images, problems), problems };
}

describe("a profile's words in the shop's other locales", () => {
  it('needs no twin in a shop in English only', () => {
    const { profile, problems } = read({ ...shop, ...english, locales: ['en-IN'] });
    expect(problems).toEqual([]);
    expect(profile?.translations).toBeUndefined();
    expect(profile?.orderMessageClosing).toEqual({ 'en-IN': 'Thank you!' });
    expect(read({ ...shop, ...english }).problems).toEqual([]);
  });

  it('names the twin a shop in English and Bengali lacks', () => {
    const { searchExamples_bn: _left, ...lacking } = bengaliTwins;
    expect(read({ ...shop, ...english, ...lacking, locales: ['en-IN', 'bn-IN'] }).problems).toEqual([
      'profile.yaml searchExamples_bn: is missing: the shop is also in বাংলা (bn-IN), so write it there',
    ]);
  });

  it('keeps the twins by locale, out of the fields as written', () => {
    const { profile, problems } = read({ ...shop, ...english, ...bengaliTwins, locales: ['en-IN', 'bn-IN'] });
    expect(problems).toEqual([]);
    expect(profile?.translations).toEqual({
      'bn-IN': { tagline: 'মগ আর আরও', searchExamples: ['মগ'], state: 'পশ্চিমবঙ্গ', country: 'ভারত' },
    });
    expect(profile?.orderMessageClosing).toEqual({ 'en-IN': 'Thank you!', 'bn-IN': 'ধন্যবাদ!' });
    expect(profile?.delivery).toEqual({ ...english.delivery, excludedPinCodePrefixes: [] });
    expect(Object.keys(profile ?? {}).filter((key) => key.includes('_'))).toEqual([]);
  });

  it('needs the twins of whichever locale comes after the first, and only those', () => {
    const bengali = {
      tagline: 'মগ আর আরও',
      searchExamples: ['মগ'],
      orderMessageClosing: 'ধন্যবাদ!',
      delivery: { state: 'পশ্চিমবঙ্গ', country: 'ভারত', pinCodePrefixes: ['70'] },
    };
    const missing = (key: string) =>
      `profile.yaml ${key}: is missing: the shop is also in English (en-IN), so write it there`;
    expect(read({ ...shop, ...bengali, locales: ['bn-IN', 'en-IN'] }).problems).toEqual([
      missing('tagline_en'),
      missing('searchExamples_en'),
      missing('orderMessageClosing_en'),
      missing('delivery.state_en'),
      missing('delivery.country_en'),
    ]);
    const { profile, problems } = read({
      ...shop,
      ...bengali,
      tagline_en: 'Mugs and more',
      searchExamples_en: ['mugs'],
      orderMessageClosing_en: 'Thank you!',
      delivery: { ...bengali.delivery, state_en: 'West Bengal', country_en: 'India' },
      locales: ['bn-IN', 'en-IN'],
    });
    expect(problems).toEqual([]);
    expect(profile?.translations).toEqual({
      'en-IN': { tagline: 'Mugs and more', searchExamples: ['mugs'], state: 'West Bengal', country: 'India' },
    });
    expect(profile?.orderMessageClosing).toEqual({ 'bn-IN': 'ধন্যবাদ!', 'en-IN': 'Thank you!' });
  });

  it('refuses a twin in a language the platform does not know', () => {
    expect(
      read({
        ...shop,
        ...english,
        tagline_xx: 'Mugs and more',
        delivery: { ...english.delivery, state_xx: 'West Bengal' },
      }).problems,
    ).toEqual([
      'profile.yaml delivery.state_xx: is not a known key (check the spelling)',
      'profile.yaml tagline_xx: is not a known key (check the spelling)',
    ]);
  });
});

describe("the order note's hint, in the shop's own words", () => {
  it('is kept in each language, needs its twin like every translated word, and is one short line', () => {
    const hint = { orderNoteHint: 'The name or date to embroider', orderNoteHint_bn: 'যে নাম বা তারিখ সেলাই হবে' };
    const { profile, problems } = read({ ...shop, ...hint, locales: ['en-IN', 'bn-IN'] });
    expect(problems).toEqual([]);
    expect(profile?.orderNoteHint).toBe('The name or date to embroider');
    expect(profile?.translations?.['bn-IN']?.orderNoteHint).toBe('যে নাম বা তারিখ সেলাই হবে');
    expect(read({ ...shop, orderNoteHint: hint.orderNoteHint, locales: ['en-IN', 'bn-IN'] }).problems).toEqual([
      'profile.yaml orderNoteHint_bn: is missing: the shop is also in বাংলা (bn-IN), so write it there',
    ]);
    expect(read({ ...shop, orderNoteHint: 'x'.repeat(81) }).problems).toEqual([
      'profile.yaml orderNoteHint: must be at most 80 characters: it is one line under a field',
    ]);
  });
});
