import { request as http } from 'node:http';
import { networkInterfaces } from 'node:os';
import { expect, test } from './support';
import { COOP, HSTS, staticHostHeaders, expectRedirectRules } from './hostHeaders';

/**
 * `pnpm start` (scripts/serve.mjs) behaves as a real host: the security
 * headers the static hosts and nginx send, only GET and HEAD, and this machine only.
 */

test('every answer carries the security headers of public/_headers, but HSTS and COOP', async ({ request }) => {
  expect(Object.keys(staticHostHeaders)).toContain('content-security-policy');
  for (const path of ['/', '/bn/product/custom-mugs', '/assets/missing.js', '/no-such-page', '/order-list']) {
    const headers = (await request.get(path)).headers();
    for (const [name, value] of Object.entries(staticHostHeaders)) {
      if (name !== COOP) expect(headers[name], `${path} ${name}`).toBe(value);
    }
    // A local server never tells the browser to use HTTPS only for localhost, and sends no
    // COOP, through which Lighthouse (pnpm bench) would lose its trace.
    expect(headers[HSTS], path).toBeUndefined();
    expect(headers[COOP], path).toBeUndefined();
  }
});

test('only GET and HEAD are answered; any other method gets 405', async ({ request }) => {
  expect((await request.head('/about-us')).status()).toBe(200);
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
    const response = await request.fetch('/about-us', { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers()['allow'], method).toBe('GET, HEAD');
  }
});

test('it listens on this machine only, not on its network addresses', async ({ baseURL }) => {
  const { port } = new URL(baseURL!);
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
  // The test machines have one (CI runs on them); without it this check could not be made.
  expect(outside, 'a network address of this machine, besides loopback').toBeTruthy();
  const error = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
    const req = http({ host: outside, port, path: '/', timeout: 3000 }, (res) => {
      res.resume();
      resolve(undefined);
    });
    req.on('error', resolve);
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    req.end();
  });
  expect(error?.code).toMatch(/ECONNREFUSED|ETIMEDOUT|EHOSTUNREACH/);
});

test('answers every rule of the build’s _redirects as the static hosts do', async ({ request }) => {
  await expectRedirectRules(request);
});
