import type { ChildProcess } from 'node:child_process';
import { request as requests } from '@playwright/test';
import { serveWithNginx } from './deployments';
import { HSTS, staticHostHeaders } from './hostHeaders';
import { expect, stopServer, test } from './support';

/**
 * The shipped nginx config as a shop owner runs it, both servers: HTTPS with
 * HTTP/2, and plain HTTP that only redirects. (The `nginx` project's other specs browse the
 * HTTPS server's body on plain HTTP, as behind a TLS proxy.)
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 7;
// One port for the file's tests, so they take turns.
test.describe.configure({ mode: 'serial' });
const redirectPort = port + 1;
let server: ChildProcess | undefined;

test.afterEach(async () => {
  if (server) await stopServer(server);
  server = undefined;
});

test('HTTPS answers with HSTS and every security header; plain HTTP only redirects to HTTPS', async () => {
  server = await serveWithNginx('build/client', port, { redirectPort });
  const https = await requests.newContext({ ignoreHTTPSErrors: true });
  for (const path of ['/', '/bn/product/custom-mugs', '/no-such-page', '/assets/missing.js']) {
    const response = await https.get(`https://localhost:${port}${path}`);
    const headers = response.headers();
    expect(headers[HSTS], path).toBe('max-age=63072000; includeSubDomains');
    for (const [name, value] of Object.entries(staticHostHeaders)) expect(headers[name], `${path} ${name}`).toBe(value);
    // No reports are asked for unless the shop owner sets where they go.
    expect(headers['reporting-endpoints'], path).toBeUndefined();
    expect(headers['server'], path).toBe('nginx');
  }
  await https.dispose();

  const http = await requests.newContext();
  for (const path of ['/', '/about-us?utm_source=wa', '/bn/order-list']) {
    const response = await http.get(`http://localhost:${redirectPort}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(response.headers()['location'], path).toBe(`https://localhost${path}`);
    expect(response.headers()[HSTS], path).toBeUndefined();
    expect(response.headers()['server'], path).toBe('nginx');
  }
  await http.dispose();
});

test('with a report URL set, the policy asks browsers to report what it blocks there', async () => {
  server = await serveWithNginx('build/client', port, { redirectPort, cspReportUrl: 'https://reports.example/csp' });
  const https = await requests.newContext({ ignoreHTTPSErrors: true });
  const headers = (await https.get(`https://localhost:${port}/about-us`)).headers();
  expect(headers['content-security-policy']).toBe(`${staticHostHeaders['content-security-policy']}; report-to csp`);
  expect(headers['reporting-endpoints']).toBe('csp="https://reports.example/csp"');
  await https.dispose();
});
