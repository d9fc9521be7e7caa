// A strict Content-Security-Policy for every built page, as a
// `<meta http-equiv="Content-Security-Policy">` right after `<meta charset>`, for hosts that
// cannot send headers. No 'unsafe-inline', no 'unsafe-eval', no wildcard: the inline
// scripts React Router must write (its context, the route data, the boot module that
// defer-hydration.mjs rewrites) are allowed by their SHA-256 hashes, computed here from
// the finished HTML; JSON-LD blocks are data, not scripts, and need none. Every page's
// policy also goes to `build/csp.json` (path → policy) for the host configurations.
//
// Directives a `<meta>` cannot carry (frame-ancestors) belong in the headers only.
// `form-action 'none'`: the browser sends no form itself. The header search is a GET form;
// before the app runs, the boot script (defer-hydration.mjs) sends it as an address, and
// without JavaScript it is hidden (SearchBox `scriptOnly`).
// A page that has its policy already (finished while prerendering: scripts/prerender.mjs) keeps it.
// Usage: node scripts/csp.mjs [dir]   (after defer-hydration.mjs, before service-worker.mjs)
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { builtPages } from './builtPages.mjs';

/** The policy's fixed directives, in order; script-src gets the page's hashes. */
export const baseDirectives = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['manifest-src', "'self'"],
  ['worker-src', "'self'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['object-src', "'none'"],
];

const SCRIPT = /<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g;
const CHARSET = /<meta charSet="utf-8"\/>/i;

/** `'sha256-…'` of each inline script of `html` that the browser runs (not `src=`, not JSON-LD), in order, once each. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc=/.test(attributes) || /type="application\/(ld\+)?json"/.test(attributes)) continue;
    const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  return hashes;
}

/** The policy for a page whose inline scripts have `hashes`, as a header or meta value. */
export function policyFor(hashes) {
  return baseDirectives
    .map(([name, value]) => (name === 'script-src' ? [name, [value, ...hashes].join(' ')] : [name, value]))
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

/**
 * `html` with its policy in a `<meta http-equiv>` after `<meta charset>`, and the policy.
 * @throws {Error} when the page has no `<meta charset>` to put it after, or has a policy already.
 */
export function withContentSecurityPolicy(html) {
  if (html.includes('http-equiv="Content-Security-Policy"')) throw new Error('The page has a policy already');
  if (!CHARSET.test(html)) throw new Error('The page has no <meta charset="utf-8"> to put the policy after');
  const policy = policyFor(inlineScriptHashes(html));
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  return { html: html.replace(CHARSET, (charset) => charset + meta), policy };
}

/** The policy `html` carries in its `<meta http-equiv>`, or `undefined` when it has none yet. */
export function policyOf(html) {
  return /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];
}

if (import.meta.main ?? process.argv[1]?.endsWith('csp.mjs')) {
  const root = process.argv[2] ?? 'build/client';
  const policies = {};
  let finished = 0;
  for (const path of builtPages(root)) {
    const page = readFileSync(path, 'utf8');
    // Finished while prerendering (scripts/prerender.mjs): its policy is recorded as it is.
    const given = policyOf(page);
    if (given !== undefined) finished += 1;
    const { html, policy } = given === undefined ? withContentSecurityPolicy(page) : { html: page, policy: given };
    if (html !== page) writeFileSync(path, html);
    policies[`/${relative(root, path)}`] = policy;
  }
  writeFileSync(join(root, '..', 'csp.json'), `${JSON.stringify(policies, null, 1)}\n`);
  const hashes = new Set(Object.values(policies).flatMap((policy) => policy.match(/'sha256-[^']+'/g) ?? []));
  console.log(
    `csp: ${Object.keys(policies).length} pages with a Content-Security-Policy, ${hashes.size} script hashes` +
      (finished ? ` (${finished} given theirs while prerendering)` : ''),
  );
}
