import { clickAfterIntentPrefetch, expect, fillCustomer, placeOrder, stubWhatsApp, test } from './support';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cacheRules, everyPath, HSTS, staticHostHeaders, expectRedirectRules, redirectRules } from './hostHeaders';
import { consoleProblems, expectNotFoundPage, expectOddCategoryAddress, missingPaths } from './notFoundChecks';

/**
 * The built site behind nginx with the shipped `deploy/nginx.conf` (the `nginx`
 * project; scripts/nginx.mjs changes only its port and root), tested as deployed.
 */

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values.join(' ')]),
  );

test('every answer carries the security headers, the same as the static hosts get', async ({ request }) => {
  expect(Object.keys(staticHostHeaders)).toEqual([
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-resource-policy',
    'cross-origin-opener-policy',
  ]);
  expect(everyPath[HSTS]).toBe('max-age=63072000; includeSubDomains');
  for (const path of ['/', '/bn/product/custom-mugs', '/assets/missing.js', '/no-such-page', '/about-us.data']) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(staticHostHeaders)) expect(headers[name], `${path} ${name}`).toBe(value);
    // HSTS only over HTTPS (these answers are plain HTTP); no nginx version anywhere.
    expect(headers[HSTS], path).toBeUndefined();
    expect(headers['server'], path).toBe('nginx');
  }
});

test("the header's policy and the page's own make the strict policy together", async ({ request }) => {
  const response = await request.get('/product/custom-mugs/white-photo-mug');
  const header = directives(response.headers()['content-security-policy']!);
  const meta = directives(
    /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(await response.text())![1]!,
  );
  expect(header.get('frame-ancestors')).toBe("'none'");
  expect(header.has('script-src')).toBe(false);
  expect(meta.get('default-src')).toBe("'self'");
  expect(meta.get('script-src')).toMatch(/^'self'( 'sha256-[\w+/=]+')+$/);
  // Every other directive the same in both.
  for (const [name, value] of meta)
    if (name !== 'default-src' && name !== 'script-src') expect(header.get(name)).toBe(value);
  for (const value of [...header.values(), ...meta.values()]) expect(value).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
});

test('hashed files are cached for a year, page data for 30 s in the browser only, pages revalidated', async ({
  request,
}) => {
  const home = await request.get('/');
  expect(home.headers()['cache-control']).toBe('no-cache');
  const [script] = /\/assets\/[\w-]+\.js/.exec(await home.text())!;
  // The rules public/_headers declares (one declaration, nginx tested against it).
  expect(cacheRules).toEqual({ assets: 'public, max-age=31536000, immutable', pageData: 'private, max-age=30' });
  expect((await request.get(script!)).headers()['cache-control']).toBe(cacheRules.assets);
  // A hashed file that is not there (a chunk of the previous build, asked for after a
  // deploy) is revalidated on every use, never cached for a year; nor is a missing page's data.
  for (const path of ['/assets/missing.js', '/assets/ProductPage-OLDHASH.js', '/no-such-page.data']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['cache-control'], path).toBe('no-cache');
  }
  for (const path of ['/about-us.data', '/_.data', '/bn/product/custom-mugs/white-photo-mug.data']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe(cacheRules.pageData);
  }
  for (const path of ['/about-us', '/sw.js', '/manifest.webmanifest', '/order-list']) {
    expect((await request.get(path)).headers()['cache-control'], path).toBe('no-cache');
  }
});

test('a first visit’s click uses the page data its link prefetched on intent, without asking nginx again', async ({
  page,
}) => {
  expect((await clickAfterIntentPrefetch(page)).transferSize).toBe(0);
});

test('pages and code arrive precompressed, brotli first, gzip otherwise', async ({ request }) => {
  for (const [accept, encoding] of [
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ] as const) {
    for (const path of ['/about-us', '/bn/product/custom-mugs', '/sitemaps/1.xml']) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': accept } });
      expect(response.headers()['content-encoding'], `${path} ${accept}`).toBe(encoding);
      expect(response.headers()['vary']).toContain('Accept-Encoding');
    }
  }
});

test('/x is x/index.html; the client-rendered pages get the app shell; anything else is a 404', async ({ request }) => {
  for (const path of ['/about-us', '/about-us/', '/bn/about-us', '/search?q=mug', '/order-list', '/bn/order-list']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  const about = await (await request.get('/about-us')).text();
  expect(about).toContain('<link rel="canonical"');
  expect(about).toContain('/about-us"');
  for (const path of ['/order-product?sku=mugs-1', '/bn/order-product']) {
    const shell = await request.get(path);
    expect(shell.status(), path).toBe(200);
    expect(await shell.text()).toContain('<meta http-equiv="Content-Security-Policy"');
  }
  for (const path of ['/no-such-page', '/product/no-such-category', '/product/custom-mugs/no-such-mug', '/bn/nope']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['content-type'], path).toContain('text/html');
  }
  // A resource route's file is there, not the .data twin React Router writes beside it (no page uses it).
  for (const path of ['/order-data/0.json', '/bn/order-data/1.json', '/sitemaps/1.xml']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
  for (const path of [
    '/assets/missing.js',
    '/no-such-page.data',
    '/__spa-fallback.html',
    '/order-data/0.json.data',
    '/sitemaps/1.xml.data',
  ]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).not.toContain('<script');
  }
});

test('every page and data file nginx sends compressed is the finished file (copies made while prerendering included)', async ({
  request,
}) => {
  // scripts/prerender.mjs finishes pages (deferred code, policy, copies) while React Router is
  // still prerendering; compress.mjs makes the rest. Each copy must be the file as shipped.
  const copies: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(html|data|json|xml)$/.test(entry.name) && statSync(path).size >= 512) copies.push(path);
    }
  };
  walk('build/client');
  expect(copies.length).toBeGreaterThan(400);
  for (const path of copies) {
    const file = readFileSync(path);
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).equals(file), `${path}.br`).toBe(true);
    expect(gunzipSync(readFileSync(`${path}.gz`)).equals(file), `${path}.gz`).toBe(true);
  }
  // And nginx sends them: a page asked for in brotli is the page with its policy and deferred code.
  const response = await request.get('/product/custom-mugs', { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  const html = await response.text();
  expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toBe(readFileSync('build/client/product/custom-mugs/index.html', 'utf8'));
});

test('unknown category and product addresses show the shop’s not-found page with status 404', async ({ page }) => {
  for (const path of ['/product/no-such-category', '/product/custom-mugs/no-such-mug']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/couldn’t find that (category|product)/);
  }
});

test('the shop works under these headers: browse, open a product, order on WhatsApp', async ({ page }) => {
  await stubWhatsApp(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('requestfailed', (request) => {
    // The link's prefetch on intent, still in flight when the click fetches the same data, is
    // cancelled by the browser (net::ERR_ABORTED): no failure; the click's own fetch is checked below.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    problems.push(`${request.url()} ${request.failure()?.errorText}`);
  });
  await page.goto('/product/custom-mugs');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Custom Mugs');
  // A client-side navigation: the product page's data comes from its .data file.
  const data = page.waitForResponse((response) => response.url().endsWith('/white-photo-mug.data'));
  await page.getByRole('link', { name: 'White Photo Mug', exact: true }).click();
  expect((await data).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'White Photo Mug' })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCustomer(page);
  const { text } = await placeOrder(page);
  expect(text).toContain('White Photo Mug');
  expect(problems).toEqual([]);
});

test('any address that is no page, odd ones included, gets the not-found page in its language with status 404', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  for (const path of missingPaths) await expectNotFoundPage(page, path);
  // nginx itself refuses a `..` that climbs above the root; still the shop's page, in Bengali here.
  for (const path of ['/bn/no-such-page', '/bn/..%2F..%2Fabout-us']) await expectNotFoundPage(page, path, 'bn');
  await expectOddCategoryAddress(page);
  expect(problems).toEqual([]);
});

test('a search as long as the box takes opens its results page, however much was pasted', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.focus();
  await page.keyboard.insertText(`mug ${'x'.repeat(10_000)}`);
  await expect(field).toHaveValue(/^mug x+$/);
  expect((await field.inputValue()).length).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: 'A search can be up to 200 characters long.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' for “mug xxx');
  // The address itself opens too: nginx answers 414 to an address above about 8 KB.
  expect((await page.reload())?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(' for “mug xxx');
});

test('answers every rule of the build’s _redirects as the static hosts do', async ({ request }) => {
  // The app shell in both of the shop's languages, and the Bengali not-found page.
  expect(redirectRules().map(({ from }) => from)).toEqual([
    '/order-product',
    '/order-product/',
    '/bn/order-product',
    '/bn/order-product/',
    '/bn/*',
  ]);
  await expectRedirectRules(request);
});

test('a folder that is none of the shop’s languages gets the default not-found page and no app shell', async ({
  request,
}) => {
  const english = readFileSync('build/client/404.html', 'utf8');
  for (const path of ['/de/nope', '/de', '/xyz/order-product', '/de/order-product/', '/de/404.html']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toBe(english);
  }
});
