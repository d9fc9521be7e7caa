// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the
// built site, so `pnpm start` and real hosts (nginx `brotli_static` /
// `gzip_static`) send them without compressing on each request. Pictures and
// fonts are compressed formats already and are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'build/client';
const compressible = /\.(?:html|js|mjs|css|svg|json|webmanifest|xml|txt|data|map)$/;
/** Below this many bytes a compressed copy saves less than its headers cost. */
const MIN_BYTES = 512;

let files = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name) && statSync(path).size >= MIN_BYTES) {
      const body = readFileSync(path);
      const br = brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
      files += 1;
      before += body.length;
      after += br.length;
    }
  }
};
walk(root);
console.log(`compress: ${files} files, ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
