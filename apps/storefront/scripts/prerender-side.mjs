// Prerenders the product pages that react-router.config.ts left out of React Router's list
// (`paths.json` in the side folder: 55 in every 100 products, in each locale) on the core React
// Router's prerender leaves idle, with React Router's own request handler over the server
// build that keep-server-build.mjs copied. It asks for each page as React Router's prerender
// does (@react-router/dev 7.18, `prerenderData` and `prerenderRoute`), so its files are the
// ones React Router would write (app/test/sidePrerender.test.ts builds the shop both ways
// and compares every file). Each page is finished as it is written, as prerender.mjs finishes
// React Router's: boot script deferred, policy in place, brotli and gzip copies. ADR 0011.
//
//   node scripts/prerender-side.mjs <side folder> <build/client>   (exit status 1 on a page it cannot make)
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { finishedPage, writeBulkCopies } from './prerender.mjs';

/**
 * The page at `path` (e.g. `/bn/product/mugs/magic-mug`) from `handler`, asked for as React
 * Router's prerender asks: its data (`<path>.data`, turbo-stream text), then its HTML
 * (`<path>/`) with that data in the `X-React-Router-Prerender-Data` header. Rejects with the
 * path and the answer on any status but 200 (or 202, for the data).
 * @param {(request: Request) => Promise<Response>} handler React Router's `createRequestHandler` over a server build that lists `path`
 * @param {string} path
 * @returns {Promise<{ data: string, html: string }>}
 */
export async function render(handler, path) {
  const dataResponse = await handler(new Request(`http://localhost${path}.data`));
  const data = await dataResponse.text();
  if (dataResponse.status !== 200 && dataResponse.status !== 202) {
    throw new Error(`Side prerender (data): ${dataResponse.status} for ${path}\n${data}`);
  }
  const htmlResponse = await handler(
    new Request(`http://localhost${path}/`, { headers: { 'X-React-Router-Prerender-Data': encodeURI(data) } }),
  );
  const html = await htmlResponse.text();
  if (htmlResponse.status !== 200) {
    throw new Error(`Side prerender (html): ${htmlResponse.status} for ${path}\n${html}`);
  }
  return { data, html };
}

/**
 * Prerenders each of `paths` into `client` (the client build folder): `<path>.data` and
 * `<path>/index.html`, the page finished, each with its copies (prerender.mjs's `writeBulkCopies`).
 * Rejects as `render` does.
 * @param {(request: Request) => Promise<Response>} handler
 * @param {string[]} paths
 * @param {string} client
 * @param {(done: number) => void} [progress] called after each page, with the pages done
 */
export async function prerenderPages(handler, paths, client, progress) {
  let done = 0;
  for (const path of paths) {
    const { data, html } = await render(handler, path);
    const dataFile = join(client, `${path}.data`);
    const htmlFile = join(client, path, 'index.html');
    const dataBody = Buffer.from(data);
    const page = Buffer.from(finishedPage(html));
    await mkdir(dirname(htmlFile), { recursive: true });
    await writeFile(dataFile, dataBody);
    await writeFile(htmlFile, page);
    await writeBulkCopies(dataFile, dataBody);
    await writeBulkCopies(htmlFile, page);
    progress?.(++done);
  }
}

if (import.meta.main ?? process.argv[1]?.endsWith('prerender-side.mjs')) {
  const side = resolve(process.argv[2]);
  const client = resolve(process.argv[3] ?? 'build/client');
  const started = performance.now();
  const paths = JSON.parse(await readFile(join(side, 'paths.json'), 'utf8'));
  // React Router reads the prerender header only in a build's requests; and React's production
  // build, as in Vite's build (unset, React's development build took 85 s for 2,000 pages, not 41).
  process.env.IS_RR_BUILD_REQUEST = 'yes';
  process.env.NODE_ENV = 'production';
  const build = await import(pathToFileURL(join(side, 'server', 'index.js')).href);
  const { createRequestHandler } = await import('react-router');
  // The server build lists React Router's share, and refuses a `.data` request for any other page.
  const handler = createRequestHandler({ ...build, prerender: paths }, 'production');
  // Once, unwritten: a process's first render finds the header's lazily loaded order-list link
  // not loaded yet and streams its fallback (an extra boundary and script). React Router's
  // process has rendered hundreds of pages before its first product page; with the module
  // loaded here too, this process's pages are the ones React Router would write.
  if (paths.length > 0) await render(handler, paths[0]);
  await prerenderPages(handler, paths, client, (done) => {
    if (done % 1000 === 0) console.log(`Side prerender: ${done} of ${paths.length} pages`);
  });
  console.log(`Side prerender: ${paths.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
