// `pnpm catalog:synth <N> [--out dir] [--seed s] [--pictures K] [--picture-size px]`: writes a
// synthetic shop folder of N products for benchmarks (README.md in this folder), then one
// line saying what it made. Build it with SHOP_DIR=<folder> pnpm --filter @storefront/app build.
import { relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { synthShop } from './synth.mjs';

const usage =
  'Usage: pnpm catalog:synth <N> [--out <folder>] [--seed <s>] [--pictures <K>] [--picture-size <px>]\n' +
  '  N products (at least 17, one per category); default folder node_modules/.cache/catalog-synth/<N>-<seed>/,\n' +
  '  seed 1, 48 pictures of 1200 px.';

/** @param {string | undefined} text @param {string} name @param {number} fallback */
function wholeNumber(text, name, fallback) {
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number, not "${text}"`);
  return Number(text);
}

const started = performance.now();
let options;
try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      out: { type: 'string' },
      seed: { type: 'string' },
      pictures: { type: 'string' },
      'picture-size': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (positionals.length !== 1) throw new Error('give the number of products, once');
  const seed = values.seed ?? '1';
  if (!/^[\w.-]+$/.test(seed)) throw new Error(`--seed must be letters, digits, '.', '-' or '_', not "${seed}"`);
  options = {
    n: wholeNumber(positionals[0], 'N', 0),
    seed,
    // pnpm runs scripts at the root: a relative --out is from where the command was typed.
    out: values.out === undefined ? undefined : resolve(process.env.INIT_CWD ?? process.cwd(), values.out),
    pictures: wholeNumber(values.pictures, '--pictures', 48),
    pictureSize: wholeNumber(values['picture-size'], '--picture-size', 1200),
  };
} catch (error) {
  console.error(`${error instanceof Error ? error.message : error}\n${usage}`);
  process.exit(2);
}

try {
  const made = await synthShop(options);
  const { counts } = made;
  const share = (/** @type {number} */ count) => `${((100 * count) / counts.products).toFixed(1)}%`;
  const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const where = relative(process.env.INIT_CWD ?? process.cwd(), made.dir) || '.';
  console.log(
    `catalog:synth: ${counts.products} products (${counts.print} print, ${counts.gift} gifts), ` +
      `${counts.variants} variants, ${made.categories} categories; ` +
      `pack ${share(counts.pack)}, options ${share(counts.options)}, on request ${share(counts.onRequest)}, ` +
      `by area ${share(counts.area)}, not available ${share(counts.unavailable)}, price breaks ${share(counts.breaks)}; ` +
      `${made.pictures} pictures (${megabytes(made.pictureBytes)}), CSV ${megabytes(made.csvBytes)}; ${seconds} s → ${where}/`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
