// The rules Netlify and Cloudflare Pages need (`_redirects`), written from the languages
// of the build, so no host file names a language: the shop's profile decides them.
// `/about-us` is `about-us/index.html` on both hosts without a rule, and an unknown address
// gets the prerendered not-found page `404.html` with status 404. An unknown address under
// another language's folder gets that folder's `404.html` (Cloudflare Pages finds the
// nearest `404.html` by itself; Netlify needs the rule). `/order-product`, drawn in the
// browser from the product the shopper chose, needs the app shell with status 200, in
// every language. Run after not-found.mjs, which writes the not-found pages.
// deploy/nginx.conf answers the same addresses the same way, and the end-to-end tests
// check both nginx and `pnpm start` against the file this writes (e2e/hostHeaders.ts).
//
//   node scripts/redirects.mjs [build/client]
import { existsSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { builtLocales } from './builtPages.mjs';

const root = resolve(process.argv[2] ?? 'build/client');
const locales = builtLocales(root);

/**
 * The `_redirects` rules of a build with these languages, default first.
 * @param {{ locale: string, prefix: string }[]} languages - {@link builtLocales}
 * @returns {string} the file's text: a comment, then one rule a line (address, file, status)
 */
export function redirectsFile(languages) {
  const rules = [];
  for (const { prefix } of languages) {
    const base = prefix ? `/${prefix}` : '';
    rules.push([`${base}/order-product`, '/__spa-fallback.html', 200]);
    rules.push([`${base}/order-product/`, '/__spa-fallback.html', 200]);
  }
  for (const { prefix } of languages.filter(({ prefix }) => prefix)) {
    rules.push([`/${prefix}/*`, `/${prefix}/404.html`, 404]);
  }
  const width = (column) => Math.max(...rules.map((rule) => String(rule[column]).length));
  const lines = rules.map(([from, to, status]) => `${from.padEnd(width(0))}  ${to.padEnd(width(1))}  ${status}`);
  return [
    '# Netlify and Cloudflare Pages: written by the build (apps/storefront/scripts/redirects.mjs)',
    `# from its languages (${languages.map(({ locale }) => locale).join(', ')}).`,
    ...lines,
    '',
  ].join('\n');
}

for (const { prefix } of locales) {
  const page = join(root, prefix, '404.html');
  if (!existsSync(page)) throw new Error(`redirects: ${page} is missing; run scripts/not-found.mjs first`);
}
writeFileSync(join(root, '_redirects'), redirectsFile(locales));
console.log(`redirects: _redirects for ${locales.map(({ locale }) => locale).join(', ')}`);
