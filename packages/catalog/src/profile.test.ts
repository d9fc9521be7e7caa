import { describe, expect, it } from 'vitest';
import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { loadShopData } from './data';

const defaultProfile = loadShopData(giftShopDataDir).profile;
import { normaliseWhatsAppNumber, PLACEHOLDER_WHATSAPP_NUMBER, resolveShopProfile, ShopProfileError } from './profile';

describe('the shop profile', () => {
  it('uses the documented placeholder number by default and says so', () => {
    const profile = resolveShopProfile(defaultProfile);
    expect(profile.whatsAppNumber).toBe(PLACEHOLDER_WHATSAPP_NUMBER);
    expect(profile.isPlaceholderContact).toBe(true);
    expect(profile.postalCode).toBe('732103');
    expect(profile.foundedYear).toBe(2015);
  });

  it('takes the number, name, email and links from build-time variables', () => {
    const profile = resolveShopProfile(defaultProfile, {
      VITE_SHOP_WHATSAPP: '+91 98765-43210',
      VITE_SHOP_NAME: 'Malda Prints',
      VITE_SHOP_EMAIL: 'hello@maldaprints.in',
      VITE_SHOP_SOCIAL_URL: 'https://facebook.com/maldaprints',
    });
    expect(profile).toMatchObject({
      whatsAppNumber: '919876543210',
      isPlaceholderContact: false,
      displayName: 'Malda Prints',
      email: 'hello@maldaprints.in',
      socialUrl: 'https://facebook.com/maldaprints',
    });
  });

  it('ignores empty variables', () => {
    expect(resolveShopProfile(defaultProfile, { VITE_SHOP_WHATSAPP: '  ', VITE_SHOP_NAME: '' }).displayName).toBe(
      defaultProfile.displayName,
    );
  });

  it('refuses a number that would make a broken WhatsApp link, naming the variable', () => {
    expect(() => resolveShopProfile(defaultProfile, { VITE_SHOP_WHATSAPP: 'undefined' })).toThrow(
      /VITE_SHOP_WHATSAPP "undefined"/,
    );
    expect(() => normaliseWhatsAppNumber('98765')).toThrow(ShopProfileError);
    expect(() => normaliseWhatsAppNumber('09876543210')).toThrow(ShopProfileError);
    expect(() => resolveShopProfile(defaultProfile, { VITE_SHOP_EMAIL: 'nope' })).toThrow(ShopProfileError);
    expect(() => resolveShopProfile(defaultProfile, { VITE_SHOP_VIDEO_URL: 'javascript:alert(1)' })).toThrow(
      ShopProfileError,
    );
  });

  it("takes the language of the order messages from VITE_SHOP_ORDER_MESSAGE_LOCALE, one of the shop's locales", () => {
    const both = { ...defaultProfile, locales: ['en-IN', 'bn-IN'] as const };
    expect(resolveShopProfile(both, { VITE_SHOP_ORDER_MESSAGE_LOCALE: 'bn-IN' }).orderMessageLocale).toBe('bn-IN');
    expect(resolveShopProfile(both, { VITE_SHOP_ORDER_MESSAGE_LOCALE: ' ' }).orderMessageLocale).toBe(
      both.orderMessageLocale,
    );
    expect(() => resolveShopProfile(both, { VITE_SHOP_ORDER_MESSAGE_LOCALE: 'bn' })).toThrow(
      /VITE_SHOP_ORDER_MESSAGE_LOCALE "bn" must be one of the shop's locales: en-IN, bn-IN/,
    );
    expect(() =>
      resolveShopProfile({ ...defaultProfile, locales: ['en-IN'] }, { VITE_SHOP_ORDER_MESSAGE_LOCALE: 'bn-IN' }),
    ).toThrow(ShopProfileError);
  });

  it("takes the site's public address from VITE_SHOP_SITE_URL or the profile, and refuses anything else", () => {
    expect(resolveShopProfile(defaultProfile).siteUrl).toBe('https://print-gift-studio.example');
    expect(resolveShopProfile({ ...defaultProfile, siteUrl: undefined }).siteUrl).toBeUndefined();
    expect(resolveShopProfile(defaultProfile, { VITE_SHOP_SITE_URL: 'https://prints.example.in/' }).siteUrl).toBe(
      'https://prints.example.in',
    );
    expect(resolveShopProfile({ ...defaultProfile, siteUrl: 'https://shop.example/in/' }).siteUrl).toBe(
      'https://shop.example/in',
    );
    for (const bad of ['prints.example.in', 'ftp://prints.example.in', 'https://prints.example.in/?a=1']) {
      expect(() => resolveShopProfile(defaultProfile, { VITE_SHOP_SITE_URL: bad })).toThrow(/VITE_SHOP_SITE_URL/);
    }
  });
});
