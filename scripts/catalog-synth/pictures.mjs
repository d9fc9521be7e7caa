// Placeholder photos for the synthetic catalogue: JPEGs that cost what a shop's photos
// would (about 1200 × 1200 px and 150–300 KB: a soft gradient and a product-like shape
// under seeded grain, which does not compress away), written once and shared by products.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { randomFrom, seedNumber } from './random.mjs';

// sharp is the catalogue package's (a devDependency there), not the repository root's.
const require = createRequire(new URL('../../packages/catalog/package.json', import.meta.url));

/** The picture files' names, `photo-01.jpg`…, for `count` pictures. @param {number} count @returns {string[]} */
export function pictureNames(count) {
  const width = String(count).length < 2 ? 2 : String(count).length;
  return Array.from({ length: count }, (_, i) => `photo-${String(i + 1).padStart(width, '0')}.jpg`);
}

/**
 * One picture's pixels: RGB bytes of `size` × `size`.
 * @param {number} size
 * @param {string} seed
 * @returns {Buffer}
 */
function pixels(size, seed) {
  const random = randomFrom(seed);
  const colour = () => [random.int(40, 230), random.int(40, 230), random.int(40, 230)];
  const [from, to, shape] = [colour(), colour(), colour()];
  // A rounded shape off centre (the 'product') and a lighter band (its 'shadow' and 'shelf').
  const cx = size * (0.35 + 0.3 * random.next());
  const cy = size * (0.35 + 0.3 * random.next());
  const rx = size * (0.18 + 0.12 * random.next());
  const ry = size * (0.2 + 0.15 * random.next());
  const shelf = size * (0.7 + 0.2 * random.next());
  // Grain: the part that keeps a JPEG at a photo's weight.
  const grain = 14 + 6 * random.next();
  let state = seedNumber(`${seed}:grain`) || 1;
  const bytes = Buffer.alloc(size * size * 3);
  let at = 0;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      const dx = (x - cx) / rx;
      const dy = (y - cy) / ry;
      const inside = dx * dx + dy * dy < 1;
      const light = (inside ? 1 - 0.35 * (dx + dy) : 0) * 0.6 + (y > shelf ? 0.12 : 0);
      for (let c = 0; c < 3; c++) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        const noise = ((state >>> 0) / 4294967296 - 0.5) * 2 * grain;
        const base = inside ? (shape[c] ?? 0) : (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t;
        const value = base * (1 + light) + noise;
        bytes[at++] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return bytes;
}

/**
 * Writes `count` pictures of `size` px into `dir` (made if missing).
 * @param {string} dir
 * @param {{ count: number, size: number, seed: string | number }} options
 * @returns {Promise<{ names: string[], bytes: number }>} the file names and their total size
 */
export async function writePictures(dir, { count, size, seed }) {
  /** @type {typeof import('sharp')} */
  const sharp = require('sharp');
  mkdirSync(dir, { recursive: true });
  const names = pictureNames(count);
  let bytes = 0;
  for (const [i, name] of names.entries()) {
    const raw = pixels(size, `${seed}:picture:${i}`);
    const jpeg = await sharp(raw, { raw: { width: size, height: size, channels: 3 } })
      .jpeg({ quality: 80 })
      .toBuffer();
    writeFileSync(join(dir, name), jpeg);
    bytes += jpeg.length;
  }
  return { names, bytes };
}
