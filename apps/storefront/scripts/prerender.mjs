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
// 55 in every 100 product pages are not React Router's to prerender (ADR 0011): the config leaves them
// out of its list when SHOP_PRERENDER_SIDE names a folder, and as soon as React Router's build
// logs that its server build is kept (keep-server-build.mjs), prerender-side.mjs renders them in a
// second process, finished as it writes them, while React Router renders the rest. Either
// failing stops the other and fails the build. `SHOP_PRERENDER_PROCESSES=1` leaves every page to
// React Router.
//
// Brotli quality: the bulk quality (6), which compress.mjs gives the pages of a catalogue past
// BULK_MB and keeps; for a smaller one it makes the copies again at the pages' quality (10).
// (Quality 10 here until BULK_MB had passed made the 2,000-product build 37 s slower.)
//
//   node scripts/prerender.mjs [build/client]   (exit status: React Router's, or 1 if a page cannot be finished)
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { createInterface } from 'node:readline';
import { BULK_QUALITY, MIN_BYTES, compressible, precompressOff, writeCopies } from './compress.mjs';
import { policyOf, withContentSecurityPolicy } from './csp.mjs';
import { deferHydration } from './defer-hydration.mjs';
import { KEPT } from './keep-server-build.mjs';

const app = resolve(import.meta.dirname, '..');
const client = resolve(process.argv[2] ?? 'build/client');
/**
 * Files finished at once. One: at 20,000 products the build took 658 s with one, 748 s with two
 * (two compressions at once take the core React Router renders on: its prerender slowed by
 * about 115 s) and 745 s with none (every step after React Router, as before), 2026-11-28.
 */
const IN_FLIGHT = 1;
/**
 * How many processes prerender: 2 (the default), React Router's and the side prerender's, or 1,
 * React Router's alone (`SHOP_PRERENDER_PROCESSES=1`; the same files, app/test/sidePrerender.test.ts).
 */
const processes = process.env.SHOP_PRERENDER_PROCESSES || '2';
const oneProcess = processes === '1';

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

/**
 * The brotli and gzip copies of a file finished while prerendering (`body`, its bytes, written at
 * `path`), at the bulk quality; none below compress.mjs's MIN_BYTES or with SHOP_PRECOMPRESS=off.
 * Shared with prerender-side.mjs.
 */
export async function writeBulkCopies(path, body) {
  if (precompressOff || body.length < MIN_BYTES) return;
  await writeCopies(path, BULK_QUALITY, body);
}

if (import.meta.main ?? process.argv[1]?.endsWith('prerender.mjs')) {
  if (processes !== '1' && processes !== '2') {
    console.error(`prerender: SHOP_PRERENDER_PROCESSES is "${processes}"; it can be 1 or 2 (the default).`);
    process.exit(1);
  }
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
    await writeBulkCopies(path, body);
  };
  // The package exports no `bin.js`: found beside its package.json, which it does export.
  const bin = join(dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')), 'bin.js');
  // The side prerender's folder: its share of the pages (react-router.config.ts) and a copy of
  // the server build (keep-server-build.mjs). Outside the build folder, which React Router
  // empties when it starts; one for each build folder.
  const side = join(
    app,
    'node_modules',
    '.cache',
    'prerender-side',
    relative(app, dirname(client)).replace(/[/\\.]+/g, '-'),
  );
  await rm(side, { recursive: true, force: true });
  await mkdir(side, { recursive: true });
  const child = spawn(process.execPath, [bin, 'build'], {
    cwd: app,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: oneProcess ? process.env : { ...process.env, SHOP_PRERENDER_SIDE: side },
  });
  const exited = new Promise((done) => child.once('exit', (code) => done(code ?? 1)));
  /** The side prerender's exit status, once it is started; React Router's build is stopped if it fails. */
  let sideExited = Promise.resolve(0);
  let sideChild;
  const startSide = () => {
    sideChild = spawn(process.execPath, [join(app, 'scripts', 'prerender-side.mjs'), side, client], {
      cwd: app,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    sideExited = new Promise((done) => sideChild.once('exit', (code) => done(code ?? 1))).then((code) => {
      if (code !== 0) child.kill();
      return code;
    });
  };

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
    if (!sideChild && line.startsWith(KEPT)) startSide();
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
  if (status !== 0) sideChild?.kill();
  const sideStatus = await sideExited;
  await rm(side, { recursive: true, force: true });
  push(...pendingData.values());
  closed = true;
  wakeAll();
  await Promise.all(workers);
  if (failure) {
    console.error(`prerender: a page could not be finished: ${failure.stack ?? failure}`);
    process.exit(1);
  }
  // The side prerender first: when it fails, it has stopped React Router's build too.
  if (sideStatus !== 0) {
    console.error(`prerender: the side prerender failed (exit status ${sideStatus}); React Router's build was stopped`);
    process.exit(1);
  }
  if (status !== 0) process.exit(status);
  if (!sideChild && !oneProcess) {
    console.error(
      `prerender: React Router's build never said "${KEPT}": keep-server-build.mjs is not in vite.config.ts`,
    );
    process.exit(1);
  }
  console.log(
    `prerender: ${pages} pages and ${dataFiles} data files finished while prerendering ` +
      `(${relative(app, client) || '.'}: deferred code, policy, ${precompressOff ? 'no copies' : 'copies'})`,
  );
}
