/**
 * Loads a shop's data folder from disk (Node only; build time and tests): the
 * spreadsheets and YAML documents a shop owner edits, checked against the schema, with
 * every image's intrinsic size read from the file (docs/adr/0008-catalogue-as-csv-and-yaml.md).
 *
 * A data folder holds `profile.yaml`, `categories.csv`, `products.csv`, and optionally
 * `variants.csv`, `navigation.csv`, `content.yaml` and `search.yaml`, plus the image files they name, and
 * for each further language of the profile `content.<locale>.yaml`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { imageSize } from 'image-size';
import type { ShopContent } from '../content';
import type { Catalogue, ShopProfile } from '../model';
import { catalogueProblems, contentProblems } from '../schema';
import { parseCsv, type CsvTable } from './csv';
import type { SearchData } from '../search';
import { parseYaml, readContent, readSearch } from './documents';
import { readProfile } from './profileDocument';
import type { ImageLookup } from './pictures';
import { overlayTranslation, untranslatedTexts } from './contentTranslation';
import { localeNames, type ShopLocale } from '../locale';
import { localiseCategory } from '../localise';
import { readCategories, readNavigation, readProducts } from './tables';
import { withVariants } from './variantColumns';

/** A shop's data, loaded and checked. Picture `src`s are paths relative to `dir`. */
export interface ShopData {
  /** Absolute path of the data folder. */
  readonly dir: string;
  readonly catalogue: Catalogue;
  readonly content: ShopContent;
  /** The content in each further locale of the profile (`content.<locale>.yaml` over `content.yaml`). */
  readonly localisedContent: Partial<Record<ShopLocale, ShopContent>>;
  /** The profile as written, before build-time `VITE_SHOP_*` overrides. */
  readonly profile: ShopProfile;
  /** Search synonyms (`search.yaml`; none when the file is absent). */
  readonly search: SearchData;
  /** Every file read (data and images), absolute, for watching in development. */
  readonly files: readonly string[];
}

/** Thrown by {@link loadShopData} with every problem found; `message` lists them one per line. */
export class ShopDataError extends Error {
  override name = 'ShopDataError';
  /** One sentence per problem, each naming the file, the row or key, and the field. */
  readonly problems: readonly string[];

  constructor(dir: string, problems: readonly string[]) {
    super(`The shop data in ${dir} has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
  }
}

/** An {@link ImageLookup} for files under `dir` that records each file it reads in `files`. */
function imagesIn(dir: string, files: string[]): ImageLookup {
  const sizes = new Map<string, ReturnType<ImageLookup>>();
  return (path) => {
    const cached = sizes.get(path);
    if (cached) return cached;
    const file = resolve(dir, path);
    let found: ReturnType<ImageLookup>;
    if (path === '' || isAbsolute(path) || relative(dir, file).startsWith('..')) {
      found = { problem: `image path "${path}" must be relative to the data folder, e.g. images/mug.jpg` };
    } else if (!existsSync(file) || !statSync(file).isFile()) {
      found = { problem: `does not exist (looked for ${relative(process.cwd(), file)})` };
    } else {
      files.push(file);
      try {
        const { width, height } = imageSize(readFileSync(file));
        found = width && height ? { width, height } : { problem: 'has no width and height' };
      } catch {
        found = { problem: 'is not an image file this shop can show (use JPEG, PNG, WebP, AVIF or SVG)' };
      }
    }
    sizes.set(path, found);
    return found;
  };
}

/**
 * Reads and checks the data folder `dir`.
 * @throws ShopDataError listing every problem (a missing file or column, a bad price,
 *   a duplicate SKU, an unknown category, a missing image…), so nothing half-checked
 *   ever reaches a page.
 */
export function loadShopData(dir: string): ShopData {
  const root = resolve(dir);
  const problems: string[] = [];
  const files: string[] = [];
  const read = (name: string, required: boolean): string | undefined => {
    const file = join(root, name);
    if (!existsSync(file)) {
      if (required) problems.push(`${name}: the file is missing from ${root}`);
      return undefined;
    }
    files.push(file);
    return readFileSync(file, 'utf8');
  };
  const table = (name: string, required: boolean): CsvTable | undefined => {
    const text = read(name, required);
    return text === undefined ? undefined : parseCsv(text, name, problems);
  };
  const images = imagesIn(root, files);

  const categoryTable = table('categories.csv', true);
  const productTable = table('products.csv', true);
  const variantTable = table('variants.csv', false);
  const navigationTable = table('navigation.csv', false);
  const contentText = read('content.yaml', false);
  const profileText = read('profile.yaml', true);
  const searchText = read('search.yaml', false);

  // The profile first: its locales say which translations the tables must have.
  const profile =
    profileText === undefined
      ? undefined
      : readProfile(parseYaml(profileText, 'profile.yaml', problems), 'profile.yaml', images, problems);
  const locales = profile?.locales ?? ['en-IN'];

  const categories = categoryTable ? readCategories(categoryTable, images, problems, locales) : [];
  const slugs = new Set(categories.map((category) => category.slug));
  const products = withVariants(
    productTable ? readProducts(productTable, slugs, images, problems, locales) : [],
    variantTable,
    images,
    problems,
    locales,
  );
  const navigation = navigationTable ? readNavigation(navigationTable, problems, locales) : [];
  const catalogue: Catalogue = { categories, products, navigation };
  const contentRaw = contentText === undefined ? undefined : parseYaml(contentText, 'content.yaml', problems);
  const content = contentRaw === undefined ? {} : readContent(contentRaw, 'content.yaml', categories, images, problems);
  const localisedContent = Object.fromEntries(
    locales.slice(1).map((locale) => {
      const name = `content.${locale}.yaml`;
      if (contentRaw === undefined) return [locale, content];
      const text = read(name, true);
      const raw = text === undefined ? undefined : parseYaml(text, name, problems);
      if (raw === undefined) return [locale, content];
      problems.push(
        ...untranslatedTexts(contentRaw, raw).map(
          (key) =>
            `${name} ${key}: not translated: the shop is also in ${localeNames[locale]} (${locale}), so write it there`,
        ),
      );
      const names = categories.map((category) => localiseCategory(category, locale));
      return [locale, readContent(overlayTranslation(contentRaw, raw, name, problems), name, names, images, problems)];
    }),
  ) as Partial<Record<ShopLocale, ShopContent>>;
  const search =
    searchText === undefined
      ? { synonyms: [] }
      : readSearch(parseYaml(searchText, 'search.yaml', problems), 'search.yaml', categories, problems);

  // Cross-references are only worth checking once every row has been read cleanly.
  if (problems.length === 0) {
    problems.push(...catalogueProblems(catalogue).map((p) => `catalogue: ${p}`));
    problems.push(...contentProblems(content, catalogue).map((p) => `content.yaml: ${p}`));
  }
  if (problems.length > 0 || !profile) throw new ShopDataError(root, problems);
  return { dir: root, catalogue, content, localisedContent, profile, search, files };
}
