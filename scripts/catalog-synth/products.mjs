// The rows of a synthetic products.csv and variants.csv: N products over the gift shop's
// categories, with their titles, subtitles, details and picture descriptions in English and
// Bengali, and the ways of selling in the shares of vocabulary.mjs. Pure: no files, no clock.
import { apportion, randomFrom } from './random.mjs';
import {
  categories as categoryWords,
  designWord,
  detailsShare,
  explicitVariantsShare,
  groupDetails,
  printShare,
  subtitleEndings,
  twoPicturesShare,
  views,
} from './vocabulary.mjs';

/** @typedef {import('./vocabulary.mjs').CategoryWords} CategoryWords */
/** @typedef {import('./vocabulary.mjs').Mode} Mode */
/** @typedef {import('./vocabulary.mjs').OptionSet} OptionSet */
/** @typedef {import('./vocabulary.mjs').Words} Words */
/** @typedef {import('./random.mjs').Random} Random */
/** @typedef {Record<string, string>} Row */

/** The columns of products.csv, in the gift shop's order. */
export const productColumns = [
  'sku',
  'category',
  'title',
  'subtitle',
  'price',
  'price_unit',
  'pack_size',
  'unit',
  'min_quantity',
  'quantity_step',
  'quantity_choices',
  'price_breaks',
  'size_presets',
  'options',
  'images',
  'image_alts',
  'details',
  'slug',
  'photos',
  'title_bn',
  'subtitle_bn',
  'image_alts_bn',
  'details_bn',
  'unit_bn',
  'options_bn',
];

/** The columns of variants.csv. */
export const variantColumns = [
  'product',
  'sku',
  'options',
  'price',
  'images',
  'image_alts',
  'former_slug',
  'image_alts_bn',
];

/** The ways of selling, in the order their counts are apportioned. */
const modeOrder = /** @type {const} */ (['each', 'bulk', 'pack', 'area', 'options', 'onRequest', 'unavailable']);

/**
 * What {@link synthCatalogue} made.
 * @typedef {object} SynthCatalogue
 * @property {Row[]} products - rows of products.csv
 * @property {Row[]} variants - rows of variants.csv
 * @property {string[]} featured - SKUs for the home page's featured grid
 * @property {SynthCounts} counts
 */

/**
 * How many products of each kind: the shares the summary and the tests report.
 * @typedef {object} SynthCounts
 * @property {number} products
 * @property {number} print
 * @property {number} gift
 * @property {number} variants - every variant: rows of variants.csv and the combinations of products without rows
 * @property {Record<string, number>} byCategory
 * @property {number} pack
 * @property {number} area
 * @property {number} options
 * @property {number} onRequest
 * @property {number} unavailable
 * @property {number} breaks
 */

/** A URL slug as the loader makes one from a title (packages/catalog/src/data/tables.ts `slugify`). @param {string} title */
export function slugify(title) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A SKU suffix from option values, as the loader makes one for a combination: ['8x12', '1 inch'] → '8x12-1-inch'. @param {readonly string[]} values */
function skuSuffix(values) {
  return slugify(values.join('-'));
}

/**
 * A shop-like price in rupees near `rupees`: ₹12, ₹45, ₹249 or ₹250, ₹1,350.
 * @param {number} rupees
 * @param {Random} random
 */
function shopPrice(rupees, random) {
  if (rupees < 30) return Math.max(2, Math.round(rupees));
  if (rupees < 200) return Math.round(rupees / 5) * 5;
  if (rupees < 1000) {
    const tens = Math.round(rupees / 10) * 10;
    return random.chance(0.5) ? tens - 1 : tens;
  }
  return Math.round(rupees / 50) * 50;
}

/** A price in `range`, leaning to its cheaper half as shops' prices do. @param {readonly [number, number]} range @param {Random} random */
function priceIn([low, high], random) {
  const r = random.next();
  return shopPrice(low + (high - low) * r * r, random);
}

/**
 * Price breaks at `quantities` below `base` (rupees per piece or pack), each one that
 * keeps the loader's rule: buying more never costs less in total (the first quantity of a
 * break costs at least as much as the quantity one step below it at the price before).
 * Empty when no break fits.
 * @param {number} base
 * @param {number} step - the quantity step (the pack size for a pack)
 * @param {number} min
 * @param {readonly number[]} quantities
 * @param {Random} random
 * @returns {string} the `price_breaks` cell, e.g. '500: 180 | 1000: 165'
 */
function priceBreaks(base, step, min, quantities, random) {
  const tiers = [];
  let before = { quantity: min, rupees: base };
  for (const quantity of quantities) {
    if (quantity <= before.quantity || quantity % step !== 0) break;
    const floor = Math.ceil((before.rupees * (quantity - step)) / quantity);
    const rupees = Math.max(floor, Math.round(before.rupees * (0.86 + 0.1 * random.next())));
    if (rupees >= before.rupees || rupees <= 0) break;
    tiers.push(`${quantity}: ${rupees}`);
    before = { quantity, rupees };
  }
  return tiers.join(' | ');
}

/** Every combination of option values, first option slowest. @param {readonly (readonly number[])[]} lists */
function combinations(lists) {
  return lists.reduce(
    /** @param {number[][]} partial */ (partial, list) => partial.flatMap((values) => list.map((v) => [...values, v])),
    [[]],
  );
}

/**
 * The options of one product from `set`: the cells `options` and `options_bn`, and the
 * value indices each option offers.
 * @param {OptionSet} set
 * @param {boolean} allValues - offer every value (the variants.csv rows pick the combinations)
 * @param {Random} random
 */
function optionCells(set, allValues, random) {
  const offered = set.options.map((option, i) => {
    const all = option.values.map((_, j) => j);
    const count = allValues ? all.length : (set.pick?.[i] ?? all.length);
    if (count >= all.length) return all;
    // A run of neighbouring sizes, as a shop stocks them.
    const start = random.int(0, all.length - count);
    return all.slice(start, start + count);
  });
  const en = set.options
    .map((option, i) => {
      const values = (offered[i] ?? []).map((j) => {
        const value = option.values[j]?.[0] ?? '';
        return option.swatches ? `${value} ${option.swatches[j]}` : value;
      });
      return `${option.name[0]}: ${values.join(' | ')}`;
    })
    .join(' ; ');
  const bn = set.options
    .map((option, i) => `${option.name[1]}: ${(offered[i] ?? []).map((j) => option.values[j]?.[1]).join(' | ')}`)
    .join(' ; ');
  return { en, bn, offered };
}

/**
 * The number of products of each category: `printShare` of `n` for print, the rest gifts,
 * each group split by the categories' weights, every category at least one.
 * @param {number} n
 * @param {readonly CategoryWords[]} words
 * @returns {Map<string, number>}
 */
export function categoryCounts(n, words) {
  if (n < words.length) throw new Error(`make at least ${words.length} products: one for each category`);
  const counts = new Map();
  // Each group has at least one product per category.
  const printCategories = words.filter((category) => category.group === 'print').length;
  const print = Math.min(Math.max(Math.round(n * printShare), printCategories), n - (words.length - printCategories));
  for (const [group, total] of /** @type {const} */ ([
    ['print', print],
    ['gift', n - print],
  ])) {
    const members = words.filter((category) => category.group === group);
    const parts = apportion(
      total,
      members.map((category) => category.weight),
    );
    // Every category gets a product, taken from the group's largest.
    for (let i = 0; i < parts.length; i++) {
      if ((parts[i] ?? 0) > 0) continue;
      const largest = parts.indexOf(Math.max(...parts));
      parts[largest] = (parts[largest] ?? 0) - 1;
      parts[i] = 1;
    }
    members.forEach((category, i) => counts.set(category.slug, parts[i] ?? 0));
  }
  return counts;
}

/**
 * The ways of selling of a category's `count` products, in a shuffled order: the counts
 * follow its mix exactly (largest remainder), and an area-priced category keeps at least
 * one product priced by area.
 * @param {CategoryWords} category
 * @param {number} count
 * @param {Random} random
 * @returns {Mode[]}
 */
function modesOf(category, count, random) {
  const parts = apportion(
    count,
    modeOrder.map((mode) => category.modes[mode] ?? 0),
  );
  const area = modeOrder.indexOf('area');
  if ((category.modes.area ?? 0) > 0 && parts[area] === 0) {
    const largest = parts.indexOf(Math.max(...parts));
    parts[largest] = (parts[largest] ?? 0) - 1;
    parts[area] = 1;
  }
  return random.shuffled(modeOrder.flatMap((mode, i) => Array.from({ length: parts[i] ?? 0 }, () => mode)));
}

/** Picks `count` different items of `items`, in their order. @template T @param {readonly T[]} items @param {number} count @param {Random} random @returns {T[]} */
function some(items, count, random) {
  return random
    .distinct(count, items.length)
    .sort((a, b) => a - b)
    .map((i) => /** @type {T} */ (items[i]));
}

/**
 * A synthetic catalogue of `n` products over `categorySlugs` (categories.csv's order).
 * @param {{ n: number, seed: string | number, pictures: readonly string[], categorySlugs: readonly string[] }} options
 *   `pictures`: the picture paths (relative to the shop folder) the products show
 * @returns {SynthCatalogue}
 */
export function synthCatalogue({ n, seed, pictures, categorySlugs }) {
  if (!Number.isSafeInteger(n) || n < 1) throw new Error(`the number of products must be a whole number, not ${n}`);
  if (pictures.length === 0) throw new Error('the products need at least one picture');
  const words = categorySlugs.map((slug) => {
    const found = categoryWords.find((category) => category.slug === slug);
    if (!found)
      throw new Error(`categories.csv has "${slug}", which scripts/catalog-synth/vocabulary.mjs has no words for`);
    return found;
  });
  const counts = categoryCounts(n, words);
  /** @type {Row[]} */
  const products = [];
  /** @type {Row[]} */
  const variants = [];
  /** @type {SynthCounts} */
  const tally = {
    products: n,
    print: 0,
    gift: 0,
    variants: 0,
    byCategory: Object.fromEntries(counts),
    pack: 0,
    area: 0,
    options: 0,
    onRequest: 0,
    unavailable: 0,
    breaks: 0,
  };
  const slugs = new Set();
  /** A slug no product or variant has yet: `base`, else `base-tag`, `base-tag-2`… @param {string} base @param {string} tag */
  const claimSlug = (base, tag) => {
    let slug = base;
    for (let k = 1; slugs.has(slug); k++) slug = k === 1 ? `${base}-${tag}` : `${base}-${tag}-${k}`;
    slugs.add(slug);
    return slug;
  };
  const skus = new Set();
  /** @param {string} sku */
  const claimSku = (sku) => {
    if (skus.has(sku)) throw new Error(`SKU ${sku} made twice`);
    skus.add(sku);
  };

  for (const category of words) {
    const count = counts.get(category.slug) ?? 0;
    // Each category draws from its own generator: its rows do not depend on the others'.
    const random = randomFrom(`${seed}:${category.slug}`);
    const modes = modesOf(category, count, random);
    const tiered = new Set(
      some(
        modes.flatMap((mode, i) => (mode === 'bulk' || mode === 'pack' ? [i] : [])),
        Math.round(modes.filter((mode) => mode === 'bulk' || mode === 'pack').length * category.breaks),
        random,
      ),
    );
    const { themes, styles, nouns } = category;
    const space = themes.length * styles.length * nouns.length;
    const drawn = random.distinct(Math.min(count, space), space);
    tally[category.group] += count;

    for (let i = 0; i < count; i++) {
      const mode = /** @type {Mode} */ (modes[i]);
      // Word combinations without repeats; past the last one, the same again with a design number.
      const pick = /** @type {number} */ (drawn[i % drawn.length]);
      const design = Math.floor(i / drawn.length);
      const theme = /** @type {Words} */ (themes[pick % themes.length]);
      const style = /** @type {Words} */ (styles[Math.floor(pick / themes.length) % styles.length]);
      const noun = /** @type {import('./vocabulary.mjs').Noun} */ (
        nouns[Math.floor(pick / (themes.length * styles.length))]
      );
      /** @param {string} template @param {0 | 1} lang */
      const fill = (template, lang) =>
        template
          .replace('{theme}', theme[lang])
          .replace('{style}', style[lang])
          .replace('{noun}', noun[lang])
          .concat(design > 0 ? ` – ${designWord[lang]} ${design + 1}` : '');
      const title = fill(category.titleEn, 0);
      const titleBn = fill(category.titleBn, 1);
      const sku = `${category.slug}-${i + 1}`;
      claimSku(sku);
      const slug = claimSlug(slugify(title), String(i + 1));

      const feature = random.pick(category.features);
      const ending = random.pick(subtitleEndings[category.group]);
      const shown = some(pictures, random.chance(twoPicturesShare) && pictures.length > 1 ? 2 : 1, random);
      const seen = some(views[category.group], shown.length, random);
      /** @type {Row} */
      const row = {
        sku,
        category: category.slug,
        title,
        subtitle: `${feature[0]}, ${ending[0]}`,
        images: shown.join(' | '),
        image_alts: seen.map((view) => `${title}, ${view[0]}`).join(' | '),
        slug,
        photos: random.chance(category.photos) ? 'yes' : '',
        title_bn: titleBn,
        subtitle_bn: `${feature[1]}, ${ending[1]}`,
        image_alts_bn: seen.map((view) => `${titleBn}, ${view[1]}`).join(' | '),
      };
      if (random.chance(detailsShare)) {
        const lines = some([...category.details, ...groupDetails[category.group]], 3, random);
        row.details = lines.map((line) => line[0]).join(' | ');
        row.details_bn = lines.map((line) => line[1]).join(' | ');
      }

      if (mode === 'each') row.price = String(priceIn(category.price, random));
      else if (mode === 'onRequest') {
        row.price = 'on request';
        tally.onRequest++;
      } else if (mode === 'unavailable') {
        row.price = 'not available';
        tally.unavailable++;
      } else if (mode === 'area') {
        const area = category.area;
        if (!area) throw new Error(`${category.slug} sells by area but has no area prices`);
        row.price = String(priceIn(area.price, random));
        row.price_unit = 'sq ft';
        row.size_presets = random.pick(area.presets);
        tally.area++;
      } else if (mode === 'pack') {
        const pack = category.pack;
        if (!pack) throw new Error(`${category.slug} sells in packs but has no pack sizes`);
        const size = random.pick(pack.sizes);
        const rupees = priceIn(pack.price, random);
        Object.assign(row, {
          price: String(rupees),
          price_unit: 'pack',
          pack_size: String(size),
          unit: pack.unit[0],
          unit_bn: pack.unit[1],
          min_quantity: String(size),
          quantity_choices: [1, 2, 5, 10].map((k) => k * size).join(' | '),
        });
        if (tiered.has(i)) row.price_breaks = priceBreaks(rupees, size, size, [5 * size, 10 * size], random);
        tally.pack++;
      } else if (mode === 'bulk') {
        const bulk = category.bulk;
        if (!bulk) throw new Error(`${category.slug} sells in bulk but has no minimum quantities`);
        const min = random.pick(bulk.min);
        const step = bulk.step ?? 1;
        const rupees = priceIn(bulk.price ?? category.price, random);
        row.price = String(rupees);
        row.min_quantity = String(min);
        if (step > 1) row.quantity_step = String(step);
        if (bulk.unit) [row.unit, row.unit_bn] = bulk.unit;
        if (step > 1 || min >= 10) row.quantity_choices = [1, 2, 5, 10].map((k) => k * min).join(' | ');
        if (tiered.has(i)) row.price_breaks = priceBreaks(rupees, step, min, [2 * min, 5 * min], random);
      } else if (mode === 'options') {
        const sets = category.optionSets?.[noun[2] ?? 'default'] ?? category.optionSets?.default;
        if (!sets) throw new Error(`${category.slug} sells with options but has none`);
        const set = random.pick(sets);
        const explicit = set.factors !== undefined && random.chance(explicitVariantsShare);
        const base = priceIn(category.price, random);
        const cells = optionCells(set, explicit, random);
        row.price = String(base);
        row.options = cells.en;
        row.options_bn = cells.bn;
        const all = combinations(cells.offered);
        if (explicit) {
          // The variants the shop makes, with prices of their own (and the old address of each).
          const made = some(all, Math.min(all.length, random.int(2, 8)), random);
          made.forEach((values, k) => {
            const en = values.map((j, o) => set.options[o]?.values[j]?.[0] ?? '');
            const factor = (set.factors?.[values[0] ?? 0] ?? 1) * (1 + 0.15 * (values[1] ?? 0));
            const variantSku = `${sku}-v${k + 1}`;
            claimSku(variantSku);
            const formerSlug = claimSlug(`${slug}-${skuSuffix(en)}`, 'old');
            /** @type {Row} */
            const variant = {
              product: sku,
              sku: variantSku,
              options: en.join(' | '),
              price: String(shopPrice(base * factor, random)),
              former_slug: formerSlug,
            };
            if (random.chance(0.3)) {
              const view = random.pick(views[category.group]);
              const size = en.join(', ');
              Object.assign(variant, {
                images: random.pick(pictures),
                image_alts: `${title}, ${size}, ${view[0]}`,
                image_alts_bn: `${titleBn}, ${values.map((j, o) => set.options[o]?.values[j]?.[1]).join(', ')}, ${view[1]}`,
              });
            }
            variants.push(variant);
          });
          tally.variants += made.length;
        } else {
          for (const values of all)
            claimSku(`${sku}-${skuSuffix(values.map((j, o) => set.options[o]?.values[j]?.[0] ?? ''))}`);
          tally.variants += all.length;
        }
        tally.options++;
      }
      if (row.price_breaks) tally.breaks++;
      products.push(row);
    }
  }

  // The home page's 'More Products' grid: gifts at a price each, as the real shop's.
  const priced = products.filter(
    (row) => /^\d+$/.test(row.price ?? '') && !row.price_unit && !row.options && !row.min_quantity,
  );
  const featured = [...priced.filter((row) => row.category === 'gifts'), ...priced]
    .map((row) => /** @type {string} */ (row.sku))
    .filter((sku, i, all) => all.indexOf(sku) === i)
    .slice(0, 11);
  return { products, variants, featured, counts: tally };
}
