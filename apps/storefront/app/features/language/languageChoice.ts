/**
 * The shopper's language choice and the one-time offer of the page in the shop's other
 * language (Bengali for a shop in English and Bengali),
 * kept in localStorage. Nothing here ever redirects: a shopper (or a crawler) always
 * gets the page at the address they asked for.
 */
import { languageOf, shopLocales } from '@storefront/catalog';
import { readStoredJson, writeStored } from '../../lib/storage';
import type { PageLocale } from '../../i18n/locale';

/** The language the shopper picked with the header's switch (a locale, as JSON). */
export const LANGUAGE_CHOICE_KEY = 'storefront.language.v1';
/** Set once the other language's page has been offered to a browser that prefers it. */
export const LANGUAGE_OFFER_KEY = 'storefront.languageOffered.v1';

/** Remembers `locale` as the shopper's choice; full or blocked storage just forgets. */
export function rememberLanguage(storage: Storage | undefined, locale: PageLocale): void {
  writeStored(storage, LANGUAGE_CHOICE_KEY, locale);
}

/** The remembered choice; nothing (never an error) for a missing, garbled or unknown value. */
export function rememberedLanguage(storage: Storage | undefined): PageLocale | undefined {
  // Checked by hand, not with a schema: this runs in every page's header (see readStored).
  const stored = readStoredJson(storage, LANGUAGE_CHOICE_KEY);
  return shopLocales.find((locale) => locale === stored);
}

/**
 * True when the browser's languages put `offered`'s language before `base`'s, e.g. Bengali
 * ('bn', 'bn-IN', 'bn-BD') before English for `offered` 'bn-IN' and `base` 'en-IN'.
 */
export function prefersLocale(languages: readonly string[], offered: PageLocale, base: PageLocale): boolean {
  const tagOf = (locale: PageLocale) => new RegExp(`^${languageOf(locale)}\\b`, 'i');
  const first = languages.find((tag) => tagOf(offered).test(tag) || tagOf(base).test(tag));
  return first !== undefined && tagOf(offered).test(first);
}

/**
 * Whether a page in `base` (the shop's default locale) should offer its twin in `offered`
 * (its other locale, Bengali for this shop): when the shopper chose `offered` before, or,
 * once only, when the browser prefers its language and no choice was made. Showing the
 * offer for the browser's preference marks it as made.
 */
export function shouldOfferLocale(
  storage: Storage | undefined,
  languages: readonly string[],
  offered: PageLocale,
  base: PageLocale,
): boolean {
  const chosen = rememberedLanguage(storage);
  if (chosen) return chosen === offered;
  if (!prefersLocale(languages, offered, base)) return false;
  if (readStoredJson(storage, LANGUAGE_OFFER_KEY) === true) return false;
  // Where storage cannot remember it, the offer shows again on the next page: better than never.
  writeStored(storage, LANGUAGE_OFFER_KEY, true);
  return true;
}
