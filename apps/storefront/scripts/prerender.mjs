// Runs `react-router build` and, while it prerenders, finishes each page it has written on
// this machine's other core: the HTML gets its deferred boot script (defer-hydration.mjs) and
// its Content-Security-Policy (csp.mjs), and the HTML and its data get their brotli and gzip
// copies (compress.mjs). React Router prerenders one page at a time on one core; finishing
// the pages afterwards took another 3 min on top of its 9½ at 20,000 products (2026-11-28, this
// 2-core machine: defer-hydration 38 s, csp 34 s, copies 1 min 41 s; issue 35's 10-minute
// build target). Finished meanwhile, the whole build takes 10 min 58 s instead of 12 min 25 s.
//
// A page is taken only once React Router has logged it ('Prerender (html): /x -> build/client/x/index.html',
// written after the file is complete). A resource route's `.data` twin (drop-resource-data.mjs)
// is left alone. The build's later steps still run over every page and skip what is finished
// (csp.mjs keeps a page's policy, defer-hydration.mjs a deferred boot script, compress.mjs
// copies newer than their file), so a page this script missed (a log line React Router
// words differently one day) is finished there, only later.
//
// Brotli quality: the bulk quality (6), which compress.mjs gives the pages of a catalogue past
// BULK_MB and keeps; for a smaller one it makes the copies again at the pages' quality (10).
// (Quality 10 here until BULK_MB had passed made the 2,000-product build 37 s slower.)
//
//   node scripts/prerender.mjs [build/client]   (exit status: React Router's, or 1 if a page cannot be finished)
import { spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { BULK_QUALITY, MIN_BYTES, compressible, precompressOff, writeCopies } from './compress.mjs';
import { policyOf, withContentSecurityPolicy } from './csp.mjs';
import { deferHydration } from './defer-hydration.mjs';

const app = resolve(import.meta.dirname, '..');
const client = resolve(process.argv[2] ?? 'build/client');
/**
 * Files finished at once. One: at 20,000 products the build took 658 s with one, 748 s with two
 * (two compressions at once take the core React Router renders on: its prerender slowed by
 * about 115 s) and 745 s with none (every step after React Router, as before), 2026-11-28.
 */
const IN_FLIGHT = 1;

/**
 * A prerender log line's kind and file, e.g. `{ kind: 'html', path: '/product/mugs', file: 'build/client/product/mugs/index.html' }`
 * (the file relative to the app); `undefined` for any other line.
 */
export function prerenderedFile(line) {
  // eslint-disable-next-line no-control-regex -- colours, should the log have them
  const match = /^Prerender \((html|data|resource)\): (\S+) -> (.+)$/.exec(line.replace(/\x1b\[[0-9;]*m/g, '').trim());
  return match ? { kind: match[1], path: match[2], file: match[3] } : undefined;
}

/** The HTML page `html` as the build ships it: boot script deferred, policy in place. */
export function finishedPage(html) {
  const deferred = deferHydration(html) ?? html;
  return policyOf(deferred) === undefined ? withContentSecurityPolicy(deferred).html : deferred;
}

if (import.meta.main ?? process.argv[1]?.endsWith('prerender.mjs')) {
  let pages = 0;
  let dataFiles = 0;
  let failure;
  /** Files to finish, in the order React Router wrote them. */
  const queue = [];
  /** A page's data file, held until its HTML line says it is a page's (not a resource route's twin). */
  const pendingData = new Map();

  const finish = async ({ kind, file }) => {
    const path = resolve(app, file);
    if (!path.startsWith(client + sep) || !compressible.test(path)) return;
    let body;
    if (kind === 'html') {
      const html = await readFile(path, 'utf8');
      const finished = finishedPage(html);
      if (finished !== html) await writeFile(path, finished);
      body = Buffer.from(finished);
      pages += 1;
    } else {
      body = await readFile(path);
      dataFiles += 1;
    }
    if (precompressOff || body.length < MIN_BYTES) return;
    await writeCopies(path, BULK_QUALITY, body);
  };
  // The package exports no `bin.js`: found beside its package.json, which it does export.
  const bin = join(dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')), 'bin.js');
  const child = spawn(process.execPath, [bin, 'build'], { cwd: app, stdio: ['ignore', 'pipe', 'inherit'] });
  const exited = new Promise((done) => child.once('exit', (code) => done(code ?? 1)));

  let closed = false;
  /** Workers waiting for the next file. */
  const waiting = [];
  const wakeAll = () => waiting.splice(0).forEach((wake) => wake());
  const push = (...files) => {
    queue.push(...files);
    wakeAll();
  };
  const workers = Array.from({ length: IN_FLIGHT }, async () => {
    for (;;) {
      const next = queue.shift();
      if (next) {
        try {
          if (!failure) await finish(next);
        } catch (error) {
          failure ??= error;
          child.kill();
        }
      } else if (closed) return;
      else await new Promise((wake) => waiting.push(wake));
    }
  });

  for await (const line of createInterface({ input: child.stdout })) {
    console.log(line);
    const written = prerenderedFile(line);
    if (!written) continue;
    if (written.kind === 'data') pendingData.set(written.path, written);
    else {
      const data = pendingData.get(written.path);
      pendingData.delete(written.path);
      // A resource route's file is not a page: drop-resource-data.mjs removes its `.data` twin,
      // and compress.mjs makes its copies.
      if (written.kind === 'html') push(...(data ? [data] : []), written);
    }
  }
  const status = await exited;
  push(...pendingData.values());
  closed = true;
  wakeAll();
  await Promise.all(workers);
  if (failure) {
    console.error(`prerender: a page could not be finished: ${failure.stack ?? failure}`);
    process.exit(1);
  }
  if (status !== 0) process.exit(status);
  console.log(
    `prerender: ${pages} pages and ${dataFiles} data files finished while prerendering ` +
      `(${relative(app, client) || '.'}: deferred code, policy, ${precompressOff ? 'no copies' : 'copies'})`,
  );
}
