/**
 * The data edge for a shop's YAML documents: `content.yaml` becomes the
 * {@link ShopContent} model and `profile.yaml` the {@link ShopProfile}. Image fields
 * hold a path relative to the data folder; category links hold a category slug. Every
 * problem names the file and the key, e.g. `content.yaml home.hero.image: "images/x.png" does not exist`.
 */
import * as v from 'valibot';
import { placeholdersIn } from './placeholders';
import { parse } from 'yaml';
import type { ShopContent } from '../content';
import { languageOf, localeNames, shopLocales, type ShopLocale } from '../locale';
import type { Category, ProfileTranslation, ShopProfile } from '../model';
import type { SearchData } from '../search';
import { normaliseWhatsAppNumber, PLACEHOLDER_WHATSAPP_NUMBER, ShopProfileError } from '../profile';
import { deliveryTwinFields, profileTwinFields, twinKey, type TwinKey } from '../profileSchema';
import { schemaProblems, ShopContentSchema, ShopProfileSchema } from '../schema';
import { pictureAt, type ImageLookup } from './pictures';
import { otherLocales } from './translations';

/** Parses YAML `text`, pushing `file: message` for a syntax error (then returns `undefined`). */
export function parseYaml(text: string, file: string, problems: string[]): unknown {
  try {
    return parse(text) ?? {};
  } catch (error) {
    problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
}

const linkLists = new Set(['carousel', 'shopByNeeds', 'categoryTiles']);

/** A category link as written: a slug, or `{ category, label?, href? }`. */
const LinkRef = v.union([
  v.string(),
  v.strictObject({ category: v.string(), label: v.optional(v.string()), href: v.optional(v.string()) }),
]);

/**
 * Replaces, anywhere in `value`, an `image: path` with the {@link Picture} it names
 * (decorative: `alt` empty) and the entries of link lists with category links.
 */
function resolve(
  value: unknown,
  path: string,
  file: string,
  categories: ReadonlyMap<string, Category>,
  images: ImageLookup,
  problems: string[],
): unknown {
  if (Array.isArray(value))
    return value.map((item, i) => resolve(item, `${path}[${i}]`, file, categories, images, problems));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      const at = path ? `${path}.${key}` : key;
      if (key === 'image' || key === 'logo') {
        const picture =
          typeof inner === 'string' ? pictureAt(inner, '', images, `${file} ${at}: "${inner}"`, problems) : inner;
        return [key, picture ?? inner];
      }
      if (linkLists.has(key) && Array.isArray(inner)) {
        return [key, inner.map((ref, i) => categoryLink(ref, `${at}[${i}]`, file, categories, problems))];
      }
      return [key, resolve(inner, at, file, categories, images, problems)];
    }),
  );
}

function categoryLink(
  ref: unknown,
  at: string,
  file: string,
  categories: ReadonlyMap<string, Category>,
  problems: string[],
): unknown {
  const parsed = v.safeParse(LinkRef, ref);
  if (!parsed.success) {
    problems.push(`${file} ${at}: write a category slug, or { category, label, href }`);
    return ref;
  }
  const {
    category: slug,
    label,
    href,
  } = typeof parsed.output === 'string'
    ? { category: parsed.output, label: undefined, href: undefined }
    : parsed.output;
  const category = categories.get(slug);
  if (!category) {
    problems.push(`${file} ${at}: category "${slug}" is not a slug in categories.csv`);
    return ref;
  }
  return { label: label ?? category.name, href: href ?? `/product/${category.slug}`, image: category.image };
}

/** `featured:` (a list of SKUs) is written for people; the model calls it `featuredSkus`. */
function renameFeatured(raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || !('home' in raw)) return raw;
  const { home, ...rest } = raw as { home: unknown };
  if (!home || typeof home !== 'object' || !('featured' in home)) return raw;
  const { featured, ...homeRest } = home as { featured: unknown };
  return { ...rest, home: { ...homeRest, featuredSkus: featured } };
}

/** Reads `content.yaml` (already parsed) as {@link ShopContent}; problems go to `problems`. */
export function readContent(
  raw: unknown,
  file: string,
  categories: readonly Category[],
  images: ImageLookup,
  problems: string[],
): ShopContent {
  if (raw === undefined) return {};
  const bySlug = new Map(categories.map((category) => [category.slug, category]));
  const before = problems.length;
  const resolved = resolve(renameFeatured(raw), '', file, bySlug, images, problems);
  if (problems.length > before) return {};
  const found = schemaProblems(ShopContentSchema, resolved);
  problems.push(...found.map((problem) => `${file} ${problem.replace('featuredSkus', 'featured')}`));
  return found.length > 0 ? {} : (resolved as ShopContent);
}

const SearchSchema = v.strictObject({
  synonyms: v.optional(
    v.array(
      v.strictObject({
        terms: v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'))), v.minLength(1)),
        categories: v.pipe(v.array(v.string()), v.minLength(1)),
      }),
    ),
    [],
  ),
});

/**
 * Reads `search.yaml` (already parsed) as {@link SearchData}: synonyms whose categories
 * must be slugs of `categories`. Problems go to `problems`.
 */
export function readSearch(
  raw: unknown,
  file: string,
  categories: readonly Category[],
  problems: string[],
): SearchData {
  if (raw === undefined) return { synonyms: [] };
  const found = schemaProblems(SearchSchema, raw);
  if (found.length > 0) {
    problems.push(...found.map((problem) => `${file} ${problem}`));
    return { synonyms: [] };
  }
  const data = v.parse(SearchSchema, raw);
  const slugs = new Set(categories.map((category) => category.slug));
  data.synonyms.forEach((synonym, i) => {
    for (const slug of synonym.categories) {
      if (!slugs.has(slug))
        problems.push(`${file} synonyms[${i}].categories: "${slug}" is not a slug in categories.csv`);
    }
  });
  return data;
}

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
