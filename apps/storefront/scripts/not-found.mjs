// The not-found page: React Router prerenders the catch-all route at `/404` and
// `/bn/404` (react-router.config.ts) as `404/index.html` and `bn/404/index.html`. This step
// moves them to `404.html` and `bn/404.html`, the files the hosts answer any unknown
// address with (status 404; scripts/serve.mjs, deploy/nginx.conf, and Netlify and
// Cloudflare Pages by convention), so `/404` itself is no page. Their page data (`404.data`)
// is dropped: the route has no loader. Run after csp.mjs (the pages keep their policy) and
// before service-worker.mjs, which then neither lists them as pages to save nor precaches them.
//
//   node scripts/not-found.mjs [build/client]
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtLocales } from './builtPages.mjs';

const root = resolve(process.argv[2] ?? 'build/client');
// Every language of the build (its prefixes: '' and 'bn' for this shop).
const prefixes = builtLocales(root).map(({ prefix }) => prefix);

for (const prefix of prefixes) {
  const folder = join(root, prefix, '404');
  const page = join(folder, 'index.html');
  if (!existsSync(page)) throw new Error(`not-found: ${page} is missing; is '/404' still prerendered?`);
  renameSync(page, join(root, prefix, '404.html'));
  rmSync(folder, { recursive: true });
  // The page's data and its copies (written while prerendering: scripts/prerender.mjs).
  for (const file of ['404.data', '404.data.br', '404.data.gz']) rmSync(join(root, prefix, file), { force: true });
}
console.log(`not-found: ${prefixes.map((prefix) => join(prefix, '404.html')).join(' and ')}`);
