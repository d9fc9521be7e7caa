/**
 * The schema of a shop's `profile.yaml` (issues 8 and 11): who the shop is, where
 * orders go, its languages and where it delivers. Re-exported by `./schema`.
 */
import * as v from 'valibot';
import { shopLocales } from './locale';
import { HttpUrl, PictureSchema, Text } from './schemaPrimitives';

/**
 * A closing line of the WhatsApp messages: one sentence or two, at most 160 characters, since
 * every message must fit the click-to-chat link (a Bengali letter costs 9 of its characters).
 */
const ClosingLine = v.pipe(Text, v.maxLength(160, 'must be at most 160 characters: the message must fit its link'));

/** The shop profile as data (everything but the computed `isPlaceholderContact`). */
export const ShopProfileSchema = v.object({
  displayName: Text,
  whatsAppNumber: v.pipe(v.string(), v.regex(/^\d+$/, 'must be digits only, country code first')),
  logo: PictureSchema,
  copyrightYear: v.pipe(v.number(), v.integer(), v.minValue(2000)),
  tagline: v.optional(Text),
  /** The tagline in Bengali (issue 11); needed when `locales` lists bn-IN. */
  tagline_bn: v.optional(Text),
  searchExamples: v.optional(v.pipe(v.array(Text), v.maxLength(4, 'must list at most 4 examples'))),
  searchExamples_bn: v.optional(v.pipe(v.array(Text), v.maxLength(4, 'must list at most 4 examples'))),
  email: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
  phone: v.optional(Text),
  postalCode: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code'))),
  socialUrl: v.optional(HttpUrl),
  videoChannelUrl: v.optional(HttpUrl),
  /** The shop's public address, for canonical and hreflang links (issue 11). */
  siteUrl: v.optional(HttpUrl),
  foundedYear: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1800))),
  customerCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  locales: v.optional(
    v.pipe(
      v.array(v.picklist(shopLocales, `must be one of ${shopLocales.join(', ')}`)),
      v.minLength(1, 'must list at least one locale'),
      v.check((list) => new Set(list).size === list.length, 'must not list a locale twice'),
    ),
  ),
  orderMessageClosing: v.optional(ClosingLine),
  orderMessageClosing_bn: v.optional(ClosingLine),
  orderMessageLocale: v.optional(v.picklist(shopLocales, `must be one of ${shopLocales.join(', ')}`)),
  delivery: v.optional(
    v.strictObject({
      state: Text,
      /** The state in Bengali (issue 33), e.g. পশ্চিমবঙ্গ; needed when `locales` lists bn-IN. */
      state_bn: v.optional(Text),
      country: Text,
      /** The country in Bengali (issue 33), e.g. ভারত; needed when `locales` lists bn-IN. */
      country_bn: v.optional(Text),
      countryCode: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter ISO 3166 code, e.g. IN'))),
      pinCodePrefixes: v.pipe(
        v.array(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'must be the first digits of a PIN code'))),
        v.minLength(1, 'must list at least one prefix'),
      ),
      excludedPinCodePrefixes: v.optional(
        v.array(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'must be the first digits of a PIN code'))),
        [],
      ),
    }),
  ),
});
