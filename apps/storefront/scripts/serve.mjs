// Serves the built shop as a real static host would (the same rules ship for
// nginx, Netlify and Cloudflare Pages: README, Deploy):
// - `/x` is `x/index.html`; the precompressed `.br`/`.gz` copy goes to a browser that
//   accepts it (sirv);
// - hashed files under /assets/ are cached for a year (`immutable`); a page's data
//   (`.data`) is fresh for 30 s in the shopper's browser only (`private`), so the click
//   after a link's intent prefetch needs no second round trip; everything else (pages,
//   the service worker, manifests) is revalidated on every visit;
// - the client-rendered page (/order-product, in any language) gets the app shell; any
//   other unknown address gets the not-found page of its language (`404.html`,
//   `bn/404.html` under /bn) with status 404; a missing file or page data is a plain 404;
// - an odd address (`//x/`, `..%2F`, an encoded slash, backslash or dot, a dot
//   segment) is no page, even where a file's path could be made of it: 404 as above;
// - LATENCY_MS (default 0) holds every answer back that long, as a mobile network's round
//   trip would, for measuring (`pnpm bench` times client-side navigation at 150 ms).
// - `--http2` serves HTTPS with HTTP/2 (HTTP/1.1 for clients without it), as every CDN
//   serves the shop: one connection for all of a page's files, headers compressed. The
//   certificate is TLS_CERT and TLS_KEY (PEM files) or a self-signed one for localhost
//   made at start (`certificate.mjs`; the line printed says how to make Chromium trust it).
//   `pnpm bench` measures this way.
// - every answer carries the security headers `_headers` gives every path on the static
//   hosts (its `/*` block, the same nginx sends), but HSTS;
// - only GET and HEAD are answered; any other method gets 405 with `Allow: GET, HEAD`;
// - it listens on this machine only (127.0.0.1) unless HOST says otherwise (HOST=0.0.0.0
//   to try the shop from a phone on the same network).
// Usage: node scripts/serve.mjs [--http2] [dir]   (PORT, default 4173; HOST, default 127.0.0.1; LATENCY_MS, default 0)
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { builtLocales } from './builtPages.mjs';

const args = process.argv.slice(2);
const http2 = args.includes('--http2');
const root = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'build/client');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST || '127.0.0.1';
/**
 * A built page held in memory: its plain body and each precompressed copy the build
 * wrote, best first.
 */
function page(name) {
  const path = join(root, name);
  const encoded = [
    ['br', `${path}.br`],
    ['gzip', `${path}.gz`],
  ]
    .filter(([, file]) => existsSync(file))
    .map(([encoding, file]) => ({ encoding, body: readFileSync(file) }));
  return { plain: readFileSync(path), encoded };
}
const shell = page('__spa-fallback.html');
// Every language of the build ('' and 'bn' for this shop): its not-found page, and its app shell's address.
const locales = builtLocales(root);
const notFound = new Map(locales.map(({ prefix }) => [prefix, page(join(prefix, '404.html'))]));
const prefixes = locales.map(({ prefix }) => prefix).filter(Boolean);
const clientRendered = new RegExp(`^/${prefixes.length ? `(?:(?:${prefixes.join('|')})/)?` : ''}order-product/?$`);
/** The prefix of the language `rawPath` is in ('' for the default). */
const prefixOf = (rawPath) => prefixes.find((prefix) => new RegExp(`^/${prefix}(?:[/?]|$)`).test(rawPath)) ?? '';
/**
 * Addresses that are no page whatever they name, on the raw path as the browser
 * sent it: two slashes in a row, a backslash, an encoded slash, backslash or dot, a `.` or
 * `..` segment. deploy/nginx.conf has the same rule.
 */
const oddAddress = /\/\/|\\|%2f|%5c|%2e|\/\.\.?(?:\/|$)/i;
const REVALIDATE = 'no-cache';

const files = sirv(root, {
  etag: true,
  gzip: true,
  brotli: true,
  setHeaders(res, pathname) {
    const policy = pathname.startsWith('/assets/')
      ? (cacheOf('/assets/*') ?? REVALIDATE)
      : pathname.endsWith('.data')
        ? (cacheOf('/*.data') ?? REVALIDATE)
        : REVALIDATE;
    res.setHeader('Cache-Control', policy);
  },
});

const latencyMs = Number(process.env.LATENCY_MS ?? 0);

/**
 * The headers `_headers` gives the paths of `block` (e.g. `/*`, `/assets/*`), as name-value
 * pairs: `_headers` is the one declaration of the hosts' headers and cache rules,
 * which nginx's are tested against. None when the build has no file.
 */
function headersFor(block) {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const pairs = [];
  let inBlock = false;
  for (const line of readFileSync(file, 'utf8').split(/\r?\n/)) {
    if (/^\S/.test(line)) inBlock = line.trim() === block;
    else if (inBlock && /^\s+[\w-]+:\s/.test(line)) {
      const [name, ...value] = line.trim().split(': ');
      pairs.push([name, value.join(': ')]);
    }
  }
  return pairs;
}
const headersForEveryPath = () => headersFor('/*');
/** The Cache-Control `_headers` gives the paths of `block`: hashed files, a page's data. */
const cacheRules = new Map(
  ['/assets/*', '/*.data'].map((block) => [
    block,
    headersFor(block).find(([name]) => name.toLowerCase() === 'cache-control')?.[1],
  ]),
);
const cacheOf = (block) => cacheRules.get(block);
// Not HSTS: this server is a local one, and a browser told to use HTTPS only for
// localhost would keep to it for two years (the static hosts serve only HTTPS). Not COOP:
// `pnpm bench` measures through this server, and Chromium's switch of browsing-context
// group on the navigation from Lighthouse's about:blank to a page with COOP loses its
// trace (NO_NAVSTART in 3 of 18 runs); the hosts send it (e2e/host.spec.ts).
const localOnly = new Set(['strict-transport-security', 'cross-origin-opener-policy']);
const securityHeaders = headersForEveryPath().filter(([name]) => !localOnly.has(name.toLowerCase()));

/** Answers `req`: a built file, the app shell, or the not-found page (see notAPage). */
const answer = (req, res) => {
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, {
      Allow: 'GET, HEAD',
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': REVALIDATE,
    });
    res.end('Method not allowed');
    return;
  }
  const rawPath = (req.url ?? '/').split('?')[0];
  if (oddAddress.test(rawPath)) notAPage(req, res, rawPath);
  else files(req, res, () => notAPage(req, res, rawPath));
};

/**
 * Answers an address the build has no file for: the app shell for the client-rendered page,
 * a plain 404 for a missing file (a picture, a script, page data), and otherwise the
 * not-found page of the address's language with status 404.
 */
function notAPage(req, res, rawPath) {
  res.setHeader('Cache-Control', REVALIDATE);
  if (/\.[a-z0-9]+$/i.test(rawPath)) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
    return;
  }
  const shellPage = clientRendered.test(rawPath);
  const { plain, encoded } = shellPage ? shell : notFound.get(prefixOf(rawPath));
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const copy = encoded.find(({ encoding }) => accepted.includes(encoding));
  res.writeHead(shellPage ? 200 : 404, {
    'Content-Type': 'text/html; charset=utf-8',
    Vary: 'Accept-Encoding',
    ...(copy ? { 'Content-Encoding': copy.encoding } : {}),
  });
  res.end(copy ? copy.body : plain);
}

const handler = latencyMs > 0 ? (req, res) => setTimeout(answer, latencyMs, req, res) : answer;

/** The TLS certificate of `--http2`: TLS_CERT and TLS_KEY (PEM files), or a self-signed one for localhost. */
async function certificate() {
  if (process.env.TLS_CERT && process.env.TLS_KEY) {
    return { cert: readFileSync(process.env.TLS_CERT), key: readFileSync(process.env.TLS_KEY) };
  }
  const { localCertificate } = await import('./certificate.mjs');
  const { cert, key, spki } = await localCertificate();
  console.log(`Self-signed certificate: start Chromium with --ignore-certificate-errors-spki-list=${spki} to trust it`);
  return { cert, key };
}

const server = http2
  ? createSecureServer({ ...(await certificate()), allowHTTP1: true }, handler)
  : createServer(handler);
server.listen(port, host, () =>
  console.log(`Serving ${root} on ${http2 ? 'https' : 'http'}://${host === '127.0.0.1' ? 'localhost' : host}:${port}`),
);
