/**
 * The languages a shop can be in: English and Bengali, as locales for `Intl`
 * and `<html lang>`. A shop lists its own in `profile.yaml` (`locales`); the first is
 * the language its data files are written in, and every other one needs its texts in
 * columns named with the language's suffix (`title_bn`, `name_bn`, `label_bn`).
 */

/** Every locale the platform knows, in the order a switch lists them. */
export const shopLocales = ['en-IN', 'bn-IN'] as const;

/** A locale a shop can be in: 'en-IN' or 'bn-IN'. */
export type ShopLocale = (typeof shopLocales)[number];

/** The language subtag of `locale`, which names its data columns: 'bn-IN' → 'bn'. */
export function languageOf(locale: ShopLocale): string {
  return locale.slice(0, 2);
}

/** The language's own name, for a language switch and messages: 'বাংলা', 'English'. */
export const localeNames: Readonly<Record<ShopLocale, string>> = { 'en-IN': 'English', 'bn-IN': 'বাংলা' };

/**
 * The address prefix of `locale`'s pages in a shop of `locales` (routes follow the
 * shop's list): none for the first, the default ('/product/mugs'); '/' and the language
 * subtag for the others ('/bn' → '/bn/product/mugs').
 */
export function localePathPrefix(locale: ShopLocale, locales: readonly ShopLocale[]): string {
  return locale === (locales[0] ?? 'en-IN') ? '' : `/${languageOf(locale)}`;
}
