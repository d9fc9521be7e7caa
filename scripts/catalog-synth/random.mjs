// A small seeded random number generator for the synthetic catalogue: the same seed gives
// the same numbers on every machine (no Math.random, no clock).

/**
 * A 32-bit seed from any text or number ('1', 'bench', 42): FNV-1a over its characters.
 * @param {string | number} seed
 * @returns {number}
 */
export function seedNumber(seed) {
  let hash = 0x811c9dc5;
  for (const char of String(seed)) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/**
 * mulberry32: a tiny 32-bit generator, good enough to pick words and prices.
 * @param {number} seed - a 32-bit integer
 * @returns {() => number} the next number in [0, 1) on each call
 */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Helpers over one generator: whole numbers, picks, shuffles, distinct draws.
 * @typedef {object} Random
 * @property {() => number} next - a number in [0, 1)
 * @property {(min: number, max: number) => number} int - a whole number from min to max, both included
 * @property {<T>(items: readonly T[]) => T} pick - one of the items
 * @property {(share: number) => boolean} chance - true with probability `share`
 * @property {<T>(items: readonly T[]) => T[]} shuffled - a shuffled copy (Fisher–Yates)
 * @property {(count: number, size: number) => number[]} distinct - `count` different numbers from 0 to size - 1
 * @property {(label: string) => Random} fork - an independent generator for one part of the work
 */

/**
 * A {@link Random} seeded with `seed`.
 * @param {string | number} seed
 * @returns {Random}
 */
export function randomFrom(seed) {
  const next = mulberry32(seedNumber(seed));
  /** @type {Random} */
  const random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return /** @type {any} */ (items[Math.floor(next() * items.length)]);
    },
    chance: (share) => next() < share,
    shuffled: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [/** @type {any} */ (copy[j]), /** @type {any} */ (copy[i])];
      }
      return copy;
    },
    distinct: (count, size) => {
      // A Fisher–Yates shuffle of 0…size-1 that stores only the swapped places.
      const swapped = new Map();
      const drawn = [];
      for (let i = 0; i < Math.min(count, size); i++) {
        const j = i + Math.floor(next() * (size - i));
        const atJ = swapped.has(j) ? swapped.get(j) : j;
        swapped.set(j, swapped.has(i) ? swapped.get(i) : i);
        drawn.push(atJ);
      }
      return drawn;
    },
    fork: (label) => randomFrom(`${Math.floor(next() * 4294967296)}:${label}`),
  };
  return random;
}

/**
 * Splits `total` into whole parts proportional to `weights` (largest remainder), so
 * the parts always add up to `total`.
 * @param {number} total
 * @param {readonly number[]} weights
 * @returns {number[]}
 */
export function apportion(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * weight) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, i) => ({ i, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = /** @type {number} */ (parts[i]) + 1;
    left--;
  }
  return parts;
}
