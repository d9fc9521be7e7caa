import type { ChildProcess } from 'node:child_process';
import { request as httpsRequest } from 'node:https';
import { expect, serveBuild, stopServer, test } from './support';

/**
 * `pnpm bench` measures the shop served over HTTPS with HTTP/2
 * (`serve.mjs --http2`, a self-signed certificate made at start), as the CDNs it is deployed
 * to serve it. The same rules as `pnpm start` must hold there, or the bench measures
 * another site.
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 6;
const origin = `https://localhost:${port}`;
let server: ChildProcess;

test.use({ ignoreHTTPSErrors: true });
// One server for the file's tests: they run in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  server = await serveBuild('build/client', port, true);
});

test.afterAll(() => stopServer(server));

test('--http2: the browser gets the pages over HTTP/2, precompressed, with the same caching', async ({ page }) => {
  const response = await page.goto(`${origin}/bn/product/custom-mugs`);
  expect(response!.status()).toBe(200);
  expect(await response!.headerValue('content-encoding')).toBe('br');
  expect(await response!.headerValue('cache-control')).toBe('no-cache');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page, its stylesheet, fonts, pictures and code: every one over HTTP/2.
  const protocols = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => (entry as PerformanceResourceTiming).nextHopProtocol,
    ),
  );
  expect(protocols.length).toBeGreaterThan(5);
  expect(new Set(protocols)).toEqual(new Set(['h2']));

  const [script] = /\/assets\/[\w-]+\.js/.exec(await response!.text())!;
  const asset = await page.request.get(`${origin}${script}`);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await page.request.get(`${origin}/about-us.data`)).headers()['cache-control']).toBe('private, max-age=30');
  expect((await page.request.get(`${origin}/no-such-page`)).status()).toBe(404);
});

test('--http2 still answers a client that speaks only HTTP/1.1', async () => {
  const status = await new Promise<number | undefined>((resolve, reject) => {
    httpsRequest(`${origin}/about-us`, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode);
    })
      .on('error', reject)
      .end();
  });
  expect(status).toBe(200);
});
