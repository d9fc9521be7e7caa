/**
 * The data edge for a shop's `profile.yaml`: it becomes the {@link ShopProfile}, its logo a
 * picture, its WhatsApp number normalised, and its words in the shop's other locales (the
 * `_<language>` twins of `profileSchema.ts`) kept by locale. Every problem names the file and
 * the key, e.g. `profile.yaml tagline_bn: is missing: …`.
 */
import * as v from 'valibot';
import { placeholdersIn } from './placeholders';
import { languageOf, localeNames, shopLocales, type ShopLocale } from '../locale';
import type { ProfileTranslation, ShopProfile } from '../model';
import { normaliseWhatsAppNumber, PLACEHOLDER_WHATSAPP_NUMBER, ShopProfileError } from '../profile';
import { deliveryTwinFields, profileTwinFields, twinKey, type TwinKey } from '../profileSchema';
import { schemaProblems, ShopProfileSchema } from '../schema';
import type { ImageLookup } from './pictures';
import { otherLocales } from './translations';
import { resolve } from './documents';

/** Fields a profile writer may type as numbers in YAML but the model keeps as text. */
const textFields = ['whatsAppNumber', 'postalCode', 'phone'] as const;

/** A profile as {@link ShopProfileSchema} reads it, twins and all. */
type ProfileData = v.InferOutput<typeof ShopProfileSchema>;

/**
 * The profile's translatable words, keyed by where profile.yaml writes them
 * ('delivery.state'): as written, or with `locale` their twins in it (`delivery.state_bn`).
 */
function translatableWords(profile: ProfileData, locale?: ShopLocale) {
  const key = <Field extends string>(field: Field): Field | TwinKey<Field> => (locale ? twinKey(field, locale) : field);
  return {
    tagline: profile[key('tagline')],
    searchExamples: profile[key('searchExamples')],
    orderMessageClosing: profile[key('orderMessageClosing')],
    orderNoteHint: profile[key('orderNoteHint')],
    'delivery.state': profile.delivery?.[key('state')],
    'delivery.country': profile.delivery?.[key('country')],
  };
}

/**
 * What `profile` lacks for the shop's `locales`: for each locale after the first (the data's
 * language), the twin of every translatable field it writes, as a problem naming the key
 * ('tagline_bn: is missing: the shop is also in বাংলা (bn-IN), so write it there').
 */
function missingTwins(profile: ProfileData, locales: readonly ShopLocale[]): string[] {
  const written = Object.entries(translatableWords(profile));
  return otherLocales(locales).flatMap((locale) => {
    const twins: Readonly<Record<string, unknown>> = translatableWords(profile, locale);
    return written
      .filter(([path, words]) => words !== undefined && twins[path] === undefined)
      .map(
        ([path]) =>
          `${path}_${languageOf(locale)}: is missing: the shop is also in ${localeNames[locale]} (${locale}), so write it there`,
      );
  });
}

/** `written` without the twins of `fields` (`tagline_bn`…), which the model keeps by locale. */
function withoutTwins<T extends object, Field extends string>(
  written: T,
  fields: readonly Field[],
): Omit<T, TwinKey<Field>> {
  const twins = new Set<string>(fields.flatMap((field) => shopLocales.map((locale) => twinKey(field, locale))));
  return Object.fromEntries(Object.entries(written).filter(([key]) => !twins.has(key))) as Omit<T, TwinKey<Field>>;
}

/** A locale's {@link ProfileTranslation} from its twins: only the words written. */
function profileTranslation(words: ReturnType<typeof translatableWords>): ProfileTranslation {
  return {
    ...(words.tagline ? { tagline: words.tagline } : {}),
    ...(words.searchExamples ? { searchExamples: words.searchExamples } : {}),
    ...(words.orderNoteHint ? { orderNoteHint: words.orderNoteHint } : {}),
    ...(words['delivery.state'] ? { state: words['delivery.state'] } : {}),
    ...(words['delivery.country'] ? { country: words['delivery.country'] } : {}),
  };
}

/**
 * Reads `profile.yaml` (already parsed) as a {@link ShopProfile}: the logo path becomes a
 * picture, the WhatsApp number is normalised and `isPlaceholderContact` computed.
 * Problems go to `problems`; returns `undefined` when there were any.
 */
export function readProfile(
  raw: unknown,
  file: string,
  images: ImageLookup,
  problems: string[],
): ShopProfile | undefined {
  if (raw === undefined) return undefined;
  const before = problems.length;
  // A new shop's profile (pnpm create-shop) marks what its owner must write with "TODO: …";
  // the build stops until each is filled in, naming them all.
  for (const [path, text] of placeholdersIn(raw))
    problems.push(`${file} ${path}: fill this in: it still says "${text}"`);
  if (problems.length > before) return undefined;
  const resolved = resolve(raw, '', file, new Map(), images, problems) as Record<string, unknown>;
  if (problems.length > before) return undefined;
  for (const field of textFields) {
    if (typeof resolved[field] === 'number') resolved[field] = String(resolved[field]);
  }
  const found = schemaProblems(v.strictObject(ShopProfileSchema.entries), resolved);
  if (found.length > 0) {
    problems.push(...found.map((problem) => `${file} ${problem}`));
    return undefined;
  }
  const parsed = v.parse(ShopProfileSchema, resolved);
  for (const problem of missingTwins(parsed, parsed.locales ?? [])) problems.push(`${file} ${problem}`);
  if (problems.length > before) return undefined;
  const {
    orderMessageClosing: closingWritten,
    delivery: deliveryWritten,
    ...written
  } = withoutTwins(parsed, profileTwinFields);
  const twins = shopLocales.map((locale) => [locale, translatableWords(parsed, locale)] as const);
  // The closing line by locale: the data's language (the first locale), then each twin's locale.
  const orderMessageClosing = {
    ...(closingWritten ? { [written.locales?.[0] ?? 'en-IN']: closingWritten } : {}),
    ...Object.fromEntries(
      twins.flatMap(([locale, words]) => (words.orderMessageClosing ? [[locale, words.orderMessageClosing]] : [])),
    ),
  };
  const profile = {
    ...written,
    ...(deliveryWritten ? { delivery: withoutTwins(deliveryWritten, deliveryTwinFields) } : {}),
    ...(Object.keys(orderMessageClosing).length > 0 ? { orderMessageClosing } : {}),
  };
  const translated = Object.fromEntries(
    twins.flatMap(([locale, words]) => {
      const translation = profileTranslation(words);
      return Object.keys(translation).length > 0 ? [[locale, translation]] : [];
    }),
  );
  const translations = Object.keys(translated).length > 0 ? { translations: translated } : {};
  try {
    const whatsAppNumber = normaliseWhatsAppNumber(profile.whatsAppNumber, `${file} whatsAppNumber`);
    return {
      ...profile,
      ...translations,
      whatsAppNumber,
      isPlaceholderContact: whatsAppNumber === PLACEHOLDER_WHATSAPP_NUMBER,
    };
  } catch (error) {
    if (!(error instanceof ShopProfileError)) throw error;
    problems.push(error.message);
    return undefined;
  }
}
