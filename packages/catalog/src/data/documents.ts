/**
 * The data edge for a shop's YAML documents: `content.yaml` becomes the
 * {@link ShopContent} model and `profile.yaml` the {@link ShopProfile}. Image fields
 * hold a path relative to the data folder; category links hold a category slug. Every
 * problem names the file and the key, e.g. `content.yaml home.hero.image: "images/x.png" does not exist`.
 * `profile.yaml` is read in `profileDocument.ts`.
 */
import * as v from 'valibot';
import { parse } from 'yaml';
import type { ShopContent } from '../content';
import type { Category } from '../model';
import type { SearchData } from '../search';
import { schemaProblems, ShopContentSchema } from '../schema';
import { pictureAt, type ImageLookup } from './pictures';

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
 * (decorative: `alt` empty) and the entries of link lists with category links. `links`
 * maps category slugs to categories (empty: no link list is resolved); problems go to `problems`.
 */
export function resolve(
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
