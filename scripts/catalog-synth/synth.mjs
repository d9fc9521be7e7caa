// Writes a synthetic shop folder for benchmarks: a copy of the gift shop (profile, theme,
// fonts, content, navigation, search words, category pictures, index.ts) whose products.csv
// and variants.csv hold N generated products, sharing a pool of placeholder photos in
// images/synth/. The same N and seed give the same bytes. See README.md in this folder.
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { csvText } from './csv.mjs';
import { writePictures } from './pictures.mjs';
import { productColumns, synthCatalogue, variantColumns } from './products.mjs';
import { categories as categoryWords } from './vocabulary.mjs';

/** The repository's root folder. */
export const repositoryDir = fileURLToPath(new URL('../../', import.meta.url));

/** The shop folder the synthetic one is copied from. */
export const giftShopDir = join(repositoryDir, 'shops', 'gift-shop');

/** The file that marks a folder as this generator's (and lets a new run replace it). */
export const markerFile = '.catalog-synth.json';

/**
 * Where a catalogue of `n` products goes by default: inside the repository (the app builds
 * shop folders there only, apps/storefront/shopFolder.ts) but outside `shops/`, so no test,
 * story or workspace link picks it up, and under `node_modules/`, which git ignores.
 * @param {number} n
 * @param {string | number} seed
 */
export function defaultOutDir(n, seed) {
  return join(repositoryDir, 'node_modules', '.cache', 'catalog-synth', `${n}-${seed}`);
}

/**
 * Options of {@link synthShop}.
 * @typedef {object} SynthOptions
 * @property {number} n - how many products
 * @property {string | number} [seed] - default 1
 * @property {string} [out] - the folder to write (replaced if an earlier run wrote it), default {@link defaultOutDir}
 * @property {number} [pictures] - how many placeholder photos the products share, default 48
 * @property {number} [pictureSize] - their width and height in px, default 1200
 */

/**
 * What {@link synthShop} wrote.
 * @typedef {object} SynthResult
 * @property {string} dir - the shop folder, absolute
 * @property {import('./products.mjs').SynthCounts} counts
 * @property {number} categories
 * @property {number} pictures
 * @property {number} pictureBytes
 * @property {number} csvBytes - products.csv and variants.csv
 */

/** Files of the gift shop that are not copied: its own catalogue, history, tests and installed packages. */
const notCopied = new Set([
  'node_modules',
  '.turbo',
  'CHANGELOG.md',
  'products.csv',
  'variants.csv',
  'vitest.config.ts',
  'package.json',
  'content.yaml',
  'images/photos',
]);

/** @param {string} path - relative to the gift shop's folder, with '/' */
function copied(path) {
  return !notCopied.has(path) && !path.endsWith('.test.ts') && !basename(path).startsWith('.env');
}

/**
 * The gift shop's content.yaml with `featured:` naming `skus` (the real shop's featured
 * products are not in the synthetic catalogue).
 * @param {string} text
 * @param {readonly string[]} skus
 */
export function withFeatured(text, skus) {
  const lines = text.split('\n');
  const at = lines.findIndex((line) => /^\s*featured:/.test(line));
  if (at < 0) return text;
  const indent = /^(\s*)/.exec(lines[at] ?? '')?.[1] ?? '';
  let end = at + 1;
  while (
    end < lines.length &&
    /\S/.test(lines[end] ?? '') &&
    /^(\s*)/.exec(lines[end] ?? '')?.[1]?.length > indent.length
  )
    end++;
  const list = skus.length > 0 ? skus.map((sku) => `${indent}  - ${sku}`) : [];
  lines.splice(at, end - at, skus.length > 0 ? `${indent}featured:` : `${indent}featured: []`, ...list);
  return lines.join('\n');
}

/**
 * Writes the synthetic shop folder.
 * @param {SynthOptions} options
 * @returns {Promise<SynthResult>}
 * @throws {Error} when `out` exists and is not an earlier run's folder, or is the gift shop's.
 */
export async function synthShop({ n, seed = 1, out, pictures = 48, pictureSize = 1200 }) {
  if (!Number.isSafeInteger(pictures) || pictures < 1) throw new Error(`--pictures must be 1 or more, not ${pictures}`);
  if (!Number.isSafeInteger(pictureSize) || pictureSize < 16)
    throw new Error(`--picture-size must be 16 px or more, not ${pictureSize}`);
  const dir = resolve(out ?? defaultOutDir(n, seed));
  // Never into the gift shop's folder, nor over a folder that holds it.
  if (!relative(giftShopDir, dir).startsWith('..') || !relative(dir, giftShopDir).startsWith('..'))
    throw new Error(`${dir} is the gift shop's folder, inside it or holds it: write the synthetic shop elsewhere`);
  if (existsSync(dir)) {
    if (existsSync(join(dir, markerFile))) {
      // An earlier run's folder: unlink its node_modules link first, so nothing behind it is touched.
      const link = join(dir, 'node_modules');
      if (existsSync(link) && lstatSync(link).isSymbolicLink()) unlinkSync(link);
      rmSync(dir, { recursive: true, force: true });
    } else if (readdirSync(dir).length > 0) {
      throw new Error(`${dir} exists and was not written by catalog:synth: pick another --out`);
    }
  }
  mkdirSync(dir, { recursive: true });

  // The gift shop, less its catalogue.
  cpSync(giftShopDir, dir, {
    recursive: true,
    filter: (source) => {
      const path = relative(giftShopDir, source).split('\\').join('/');
      return path === '' || copied(path);
    },
  });
  const categorySlugs = readFileSync(join(giftShopDir, 'categories.csv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0]?.trim() ?? '')
    .filter(Boolean);

  const photos = await writePictures(join(dir, 'images', 'synth'), { count: pictures, size: pictureSize, seed });
  const catalogue = synthCatalogue({
    n,
    seed,
    categorySlugs,
    pictures: photos.names.map((name) => `images/synth/${name}`),
  });
  const productsCsv = csvText(productColumns, catalogue.products);
  const variantsCsv = csvText(variantColumns, catalogue.variants);
  writeFileSync(join(dir, 'products.csv'), productsCsv);
  writeFileSync(join(dir, 'variants.csv'), variantsCsv);
  writeFileSync(
    join(dir, 'content.yaml'),
    withFeatured(readFileSync(join(giftShopDir, 'content.yaml'), 'utf8'), catalogue.featured),
  );

  const giftPackage = JSON.parse(readFileSync(join(giftShopDir, 'package.json'), 'utf8'));
  const packageJson = {
    ...giftPackage,
    name: `@shops/synth-${n}`,
    version: '0.0.0',
    description: `A synthetic catalogue of ${n} products (seed ${seed}) on the gift shop's look, for benchmarks only: made by pnpm catalog:synth (scripts/catalog-synth/).`,
  };
  // Its scripts name files relative to shops/gift-shop/.
  delete packageJson.scripts;
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);

  // The theme imports the gift shop's packages (@capsizecss/metrics, @vanilla-extract/css…):
  // outside the workspace, the folder finds them through a link to the gift shop's.
  const giftModules = join(giftShopDir, 'node_modules');
  if (existsSync(giftModules)) symlinkSync(relative(dir, giftModules), join(dir, 'node_modules'), 'dir');

  writeFileSync(
    join(dir, markerFile),
    `${JSON.stringify({ products: n, seed: String(seed), pictures, pictureSize }, null, 2)}\n`,
  );
  return {
    dir,
    counts: catalogue.counts,
    categories: categorySlugs.length,
    pictures: photos.names.length,
    pictureBytes: photos.bytes,
    csvBytes: Buffer.byteLength(productsCsv) + Buffer.byteLength(variantsCsv),
  };
}

export { targetShares } from './vocabulary.mjs';
// The columns it writes, for the test that keeps them the loader's.
export { productColumns } from './products.mjs';

/** The slugs of the gift shop's print categories (the rest are gifts). */
export const printCategorySlugs = categoryWords.filter((category) => category.group === 'print').map((c) => c.slug);
