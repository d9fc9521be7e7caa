// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the
// built site, so `pnpm start` and real hosts (nginx `brotli_static` /
// `gzip_static`) send them without compressing on each request. Pictures and
// fonts are compressed formats already and are left alone.
//
// The code and styles under /assets/ (hashed, cached for a year, sent to every visitor) get
// brotli's best, quality 11; the pages and their data, which grow with the catalogue, get
// quality 10: a third of the time for about 2.6% more bytes (measured on 216 pages and data
// files of a 2,000-product build: 5.5 s → 1.9 s, 1,009 → 1,035 KB). The files are compressed
// on every core at once (zlib's asynchronous calls run on libuv's thread pool).
//
// Past BULK_MB of pages and data (a catalogue of some thousands of products), they get quality
// 6 instead, so that the build stays within its 10 minutes at 20,000 products (issue 35).
// Measured on the 8,598 pages and data files (202 MB) of a 2,000-product build, both cores:
//
//   brotli quality    10       7        6        5        4     (gzip 9: 3.4 s, 23.6 MB)
//   seconds           45.2     12.3     4.8      4.2      3.1
//   MB                19.81    20.58    21.26    21.82    23.89
//
// Quality 6 is 9× faster than 10 for 7% more bytes (a 12 KB page: 0.9 KB more); below 6
// the bytes grow faster than the time falls. A shop of a few hundred products stays on 10.
// SHOP_COMPRESS_BULK_MB sets the threshold (tests use it).
//
// Pages finished while React Router was still prerendering (scripts/prerender.mjs) have their
// copies already, at the bulk quality: for a catalogue past BULK_MB a file whose two copies are
// at least as new as itself is skipped, so this step compresses what is left (the scripts,
// styles and the files later steps write); a smaller one gets all its pages' copies again at 10.
//
// SHOP_PRECOMPRESS=off skips it, for a host that compresses on its own and ignores the copies
// (Netlify, Cloudflare Pages, CloudFront with compression on): the copies are two thirds of
// a big catalogue's files (5,000 products: 42,380 of 63,610), which counts against a host's
// file limit (Cloudflare Pages: 20,000 a site on the free plan, 100,000 on paid ones).
import { readdirSync, statSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** True when SHOP_PRECOMPRESS=off: the host compresses on its own, and no copies are written. */
export const precompressOff = process.env.SHOP_PRECOMPRESS === 'off';
/** The files that get copies, by name. */
export const compressible = /\.(?:html|js|mjs|css|svg|json|webmanifest|xml|txt|data|map)$/;
/** Below this many bytes a compressed copy saves less than its headers cost. */
export const MIN_BYTES = 512;
/** Megabytes of pages and data past which they are compressed at {@link BULK_QUALITY}. */
const BULK_MB = Number(process.env.SHOP_COMPRESS_BULK_MB ?? 100);
/** Brotli quality of the pages and data of a big catalogue (see above). */
export const BULK_QUALITY = 6;
/** Brotli quality of the pages and data of a small one. */
const PAGE_QUALITY = 10;
/** Brotli quality of the code and styles under /assets/. */
const ASSET_QUALITY = 11;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `path`'s brotli copy at `quality` and its gzip copy (level 9) beside it.
 * @param {string} path - a file of the built site
 * @param {number} quality - brotli quality, 0-11
 * @param {Buffer} [body] - the file's bytes, when the caller has them
 * @returns {Promise<{ before: number, after: number }>} the file's bytes and its brotli copy's
 */
export async function writeCopies(path, quality, body) {
  const bytes = body ?? (await readFile(path));
  const br = await brotli(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, await gzipped(bytes, { level: 9 }));
  return { before: bytes.length, after: br.length };
}

/** True when `path` has both copies, written after it was last changed. */
function hasFreshCopies(path, mtimeMs) {
  try {
    return statSync(`${path}.br`).mtimeMs >= mtimeMs && statSync(`${path}.gz`).mtimeMs >= mtimeMs;
  } catch {
    return false;
  }
}

if (import.meta.main ?? process.argv[1]?.endsWith('compress.mjs')) {
  const root = process.argv[2] ?? 'build/client';
  if (precompressOff) {
    console.log('compress: skipped (SHOP_PRECOMPRESS=off: the host compresses on its own)');
    process.exit(0);
  }
  /** Every compressible file of the site of at least MIN_BYTES. */
  const paths = [];
  /** Each one's bytes. */
  const sizes = new Map();
  /** Bytes of the pages and their data (outside /assets/), all of them. */
  let pageBytes = 0;
  /** Each one's last change, ms since the epoch. */
  const mtimes = new Map();
  const isAsset = (path) => relative(root, path).split(sep)[0] === 'assets';
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const stat = statSync(path);
      if (stat.isDirectory()) walk(path);
      else if (compressible.test(name) && stat.size >= MIN_BYTES) {
        if (!isAsset(path)) pageBytes += stat.size;
        paths.push(path);
        sizes.set(path, stat.size);
        mtimes.set(path, stat.mtimeMs);
      }
    }
  };
  walk(root);
  const pageQuality = pageBytes > BULK_MB * 1024 * 1024 ? BULK_QUALITY : PAGE_QUALITY;
  // Copies made while prerendering are at the bulk quality: kept for a big catalogue, made again
  // at the pages' quality for a small one (a few megabytes: a second or two).
  const fresh = (path) => (isAsset(path) || pageQuality === BULK_QUALITY) && hasFreshCopies(path, mtimes.get(path));
  const todo = paths.filter((path) => !fresh(path));
  const done = paths.length - todo.length;

  let before = 0;
  let after = 0;
  // Biggest first, so that a big catalogue's data chunks (the search's, 23 MB at 20,000 products:
  // 37 s at quality 11 on one core) do not finish alone at the end. Four files in flight per core:
  // while one file is read or written, the others keep the thread pool compressing (2,000 products:
  // 25.2 s with one file per core, 16.9 s with four).
  todo.sort((a, b) => sizes.get(b) - sizes.get(a));
  let next = 0;
  const workers = Array.from({ length: Math.max(1, availableParallelism()) * 4 }, async () => {
    while (next < todo.length) {
      const path = todo[next++];
      const written = await writeCopies(path, isAsset(path) ? ASSET_QUALITY : pageQuality);
      before += written.before;
      after += written.after;
    }
  });
  await Promise.all(workers);
  console.log(
    `compress: ${todo.length} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli ` +
      `(pages and data: ${(pageBytes / 1024 / 1024).toFixed(0)} MB, these at quality ${pageQuality})` +
      (done ? `; ${done} files had their copies from the prerender` : ''),
  );
}
