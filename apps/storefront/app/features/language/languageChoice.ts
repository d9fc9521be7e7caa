/**
 * The shopper's language choice and the one-time offer of the Bengali page (issue 11),
 * kept in localStorage. Nothing here ever redirects: a shopper (or a crawler) always
 * gets the page at the address they asked for.
 */
import { shopLocales } from '@storefront/catalog';
import * as v from 'valibot';
import { readStored, writeStored } from '../../lib/storage';
import type { PageLocale } from '../../i18n/locale';

/** The language the shopper picked with the header's switch (a locale, as JSON). */
export const LANGUAGE_CHOICE_KEY = 'storefront.language.v1';
/** Set once the Bengali page has been offered to a browser that prefers Bengali. */
export const LANGUAGE_OFFER_KEY = 'storefront.languageOffered.v1';

/** Remembers `locale` as the shopper's choice; full or blocked storage just forgets. */
export function rememberLanguage(storage: Storage | undefined, locale: PageLocale): void {
  writeStored(storage, LANGUAGE_CHOICE_KEY, locale);
}

/** The remembered choice; nothing (never an error) for a missing, garbled or unknown value. */
export function rememberedLanguage(storage: Storage | undefined): PageLocale | undefined {
  return readStored(storage, LANGUAGE_CHOICE_KEY, v.picklist(shopLocales));
}

/** True when the browser's languages put Bengali before English ('bn', 'bn-IN', 'bn-BD'). */
export function prefersBengali(languages: readonly string[]): boolean {
  const first = languages.find((tag) => /^(bn|en)\b/i.test(tag));
  return first !== undefined && /^bn\b/i.test(first);
}

/**
 * Whether an English page should offer its Bengali twin: when the shopper chose Bengali
 * before, or, once only, when the browser prefers Bengali and no choice was made.
 * Showing the offer for the browser's preference marks it as made.
 */
export function shouldOfferBengali(storage: Storage | undefined, languages: readonly string[]): boolean {
  const chosen = rememberedLanguage(storage);
  if (chosen) return chosen === 'bn-IN';
  if (!prefersBengali(languages)) return false;
  if (readStored(storage, LANGUAGE_OFFER_KEY, v.literal(true))) return false;
  // Where storage cannot remember it, the offer shows again on the next page: better than never.
  writeStored(storage, LANGUAGE_OFFER_KEY, true);
  return true;
}
