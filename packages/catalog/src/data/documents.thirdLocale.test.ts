/**
 * The profile's twins follow the platform's locale list, not Bengali: with a made-up
 * third locale in the list (for this file only), its twins are read and required.
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Locale from '../locale';
import { readProfile } from './profileDocument';
import type { ImageLookup } from './pictures';

vi.mock('../locale', async (importOriginal) => {
  const locale = await importOriginal<typeof Locale>();
  return {
    ...locale,
    shopLocales: [...locale.shopLocales, 'xx-IN'],
    localeNames: { ...locale.localeNames, 'xx-IN': 'Xish' },
  };
});

const images: ImageLookup = () => ({ width: 64, height: 64 });
const shop = { displayName: 'Tiny Shop', whatsAppNumber: '919876543210', copyrightYear: 2026, logo: 'images/logo.svg' };
const english = {
  tagline: 'Mugs and more',
  searchExamples: ['mugs'],
  orderMessageClosing: 'Thank you!',
  delivery: { state: 'West Bengal', country: 'India', pinCodePrefixes: ['70'] },
};

/** `profile` read as profile.yaml: the profile, or the problems that stopped it. */
function read(profile: Record<string, unknown>) {
  const problems: string[] = [];
  return { profile: readProfile(profile, 'profile.yaml', images, problems), problems };
}

describe('a profile in a locale added to the platform', () => {
  it('needs the twins in the added locale, not in Bengali', () => {
    expect(read({ ...shop, tagline: 'Mugs and more', locales: ['en-IN', 'xx-IN'] }).problems).toEqual([
      'profile.yaml tagline_xx: is missing: the shop is also in Xish (xx-IN), so write it there',
    ]);
  });

  it('needs the twins of every locale listed after the first, locale by locale', () => {
    const { delivery: _delivery, ...rest } = english;
    expect(read({ ...shop, ...rest, tagline_bn: 'মগ আর আরও', locales: ['en-IN', 'bn-IN', 'xx-IN'] }).problems).toEqual([
      'profile.yaml searchExamples_bn: is missing: the shop is also in বাংলা (bn-IN), so write it there',
      'profile.yaml orderMessageClosing_bn: is missing: the shop is also in বাংলা (bn-IN), so write it there',
      'profile.yaml tagline_xx: is missing: the shop is also in Xish (xx-IN), so write it there',
      'profile.yaml searchExamples_xx: is missing: the shop is also in Xish (xx-IN), so write it there',
      'profile.yaml orderMessageClosing_xx: is missing: the shop is also in Xish (xx-IN), so write it there',
    ]);
  });

  it("reads the added locale's twins into its translations and closing line", () => {
    const { profile, problems } = read({
      ...shop,
      ...english,
      tagline_xx: 'Xugs',
      searchExamples_xx: ['xug'],
      orderMessageClosing_xx: 'Xanks!',
      delivery: { ...english.delivery, state_xx: 'Xest Bengal', country_xx: 'Xindia' },
      locales: ['en-IN', 'xx-IN'],
    });
    expect(problems).toEqual([]);
    expect(profile?.translations).toEqual({
      'xx-IN': { tagline: 'Xugs', searchExamples: ['xug'], state: 'Xest Bengal', country: 'Xindia' },
    });
    expect(profile?.orderMessageClosing).toEqual({ 'en-IN': 'Thank you!', 'xx-IN': 'Xanks!' });
    expect(profile?.delivery).toEqual({ ...english.delivery, excludedPinCodePrefixes: [] });
  });
});
