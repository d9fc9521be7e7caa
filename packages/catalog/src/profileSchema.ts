/**
 * The schema of a shop's `profile.yaml`: who the shop is, where
 * orders go, its languages and where it delivers. Re-exported by `./schema`.
 */
import * as v from 'valibot';
import { languageOf, shopLocales, type ShopLocale } from './locale';
import { HttpUrl, PictureSchema, Text } from './schemaPrimitives';

/** The language subtag of a platform locale, as a type: 'bn-IN' → 'bn' (what {@link languageOf} returns). */
type LanguageOf<L extends ShopLocale> = L extends `${infer Language}-${string}` ? Language : never;

/** The key of a twin of `Field` in profile.yaml, for any platform locale: `'tagline'` → `'tagline_en' | 'tagline_bn'`. */
export type TwinKey<Field extends string> = `${Field}_${LanguageOf<ShopLocale>}`;

/**
 * The key in profile.yaml of `field` written in `locale`: the field with the locale's
 * language as suffix, like a spreadsheet's translation column (`'tagline'`, bn-IN → `'tagline_bn'`).
 */
export function twinKey<const Field extends string>(field: Field, locale: ShopLocale): TwinKey<Field> {
  return `${field}_${languageOf(locale)}` as TwinKey<Field>;
}

/**
 * The profile.yaml fields written in the shop's data language (its first locale) that take a
 * `_<language>` twin for every platform locale; a shop needs the twin for each locale it lists
 * after its first. {@link deliveryTwinFields} are the same inside `delivery`.
 */
export const profileTwinFields = ['tagline', 'searchExamples', 'orderMessageClosing', 'orderNoteHint'] as const;

/** The `delivery` fields that take a `_<language>` twin (`delivery.state_bn`), like {@link profileTwinFields}. */
export const deliveryTwinFields = ['state', 'country'] as const;

/**
 * The optional twins of `field`, one per platform locale ({@link shopLocales}), each read
 * with `schema`: `twins('tagline', Text)` → `{ tagline_en?: Text, tagline_bn?: Text }`. Only
 * the listed fields take twins, so that reading a profile knows every twin key.
 */
function twins<
  const Field extends (typeof profileTwinFields)[number] | (typeof deliveryTwinFields)[number],
  const Schema extends v.GenericSchema,
>(field: Field, schema: Schema) {
  return Object.fromEntries(shopLocales.map((locale) => [twinKey(field, locale), v.optional(schema)])) as {
    [Key in TwinKey<Field>]: v.OptionalSchema<Schema, undefined>;
  };
}

/**
 * A closing line of the WhatsApp messages: one sentence or two, at most 160 characters, since
 * every message must fit the click-to-chat link (a Bengali letter costs 9 of its characters).
 */
const ClosingLine = v.pipe(Text, v.maxLength(160, 'must be at most 160 characters: the message must fit its link'));

/** The hint under an order line's personalisation note: one short line, at most 80 characters. */
const NoteHint = v.pipe(Text, v.maxLength(80, 'must be at most 80 characters: it is one line under a field'));

/** What shoppers search for, as the search box suggests it: at most 4 examples. */
const SearchExamples = v.pipe(v.array(Text), v.maxLength(4, 'must list at most 4 examples'));

/**
 * The shop profile as data (everything but the computed `isPlaceholderContact`). Each of
 * {@link profileTwinFields} and {@link deliveryTwinFields} may have a twin for every platform
 * locale (`tagline_bn`); a twin for a locale the platform does not know is an unknown key.
 */
export const ShopProfileSchema = v.object({
  displayName: Text,
  whatsAppNumber: v.pipe(v.string(), v.regex(/^\d+$/, 'must be digits only, country code first')),
  logo: PictureSchema,
  copyrightYear: v.pipe(v.number(), v.integer(), v.minValue(2000)),
  tagline: v.optional(Text),
  /** The tagline in each other locale, e.g. `tagline_bn`; needed for each locale `locales` lists after its first. */
  ...twins('tagline', Text),
  searchExamples: v.optional(SearchExamples),
  ...twins('searchExamples', SearchExamples),
  email: v.optional(v.pipe(v.string(), v.email('must be an email address'))),
  phone: v.optional(Text),
  postalCode: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{5}$/, 'must be a 6-digit PIN code'))),
  socialUrl: v.optional(HttpUrl),
  videoChannelUrl: v.optional(HttpUrl),
  /** The shop's public address, for canonical and hreflang links. */
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
  ...twins('orderMessageClosing', ClosingLine),
  orderMessageLocale: v.optional(v.picklist(shopLocales, `must be one of ${shopLocales.join(', ')}`)),
  orderNoteHint: v.optional(NoteHint),
  ...twins('orderNoteHint', NoteHint),
  delivery: v.optional(
    v.strictObject({
      state: Text,
      /** The state in each other locale, e.g. `state_bn: পশ্চিমবঙ্গ`; needed for each locale `locales` lists after its first. */
      ...twins('state', Text),
      country: Text,
      /** The country in each other locale, e.g. `country_bn: ভারত`; needed likewise. */
      ...twins('country', Text),
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
