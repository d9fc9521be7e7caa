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

const root = process.argv[2] ?? 'build/client';
if (process.env.SHOP_PRECOMPRESS === 'off') {
  console.log('compress: skipped (SHOP_PRECOMPRESS=off: the host compresses on its own)');
  process.exit(0);
}
const compressible = /\.(?:html|js|mjs|css|svg|json|webmanifest|xml|txt|data|map)$/;
/** Below this many bytes a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Every compressible file of the site of at least MIN_BYTES. */
const paths = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path);
    else if (compressible.test(name) && stat.size >= MIN_BYTES) paths.push(path);
  }
};
walk(root);

let before = 0;
let after = 0;
/** Writes `path`'s two copies. */
async function compress(path) {
  const body = await readFile(path);
  const asset = relative(root, path).split(sep)[0] === 'assets';
  const br = await brotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: asset ? 11 : 10, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  await writeFile(`${path}.br`, br);
  await writeFile(`${path}.gz`, await gzipped(body, { level: 9 }));
  before += body.length;
  after += br.length;
}

// As many files at once as there are cores, each worker taking the next file when done.
let next = 0;
const workers = Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
  while (next < paths.length) await compress(paths[next++]);
});
await Promise.all(workers);
console.log(
  `compress: ${paths.length} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`,
);
