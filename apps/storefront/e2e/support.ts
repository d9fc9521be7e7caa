import { spawn, type ChildProcess } from 'node:child_process';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Puts `items` (key → stored text) in the page's localStorage before its first load only,
 * as a phone holds them; a reload keeps whatever the page wrote since. For the tests of
 * stored formats, migrations and damaged storage.
 */
export async function seedLocalStorage(page: Page, items: Record<string, string>): Promise<void> {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/** Waits until the page has hydrated (see `App` in root.tsx), so a tap is handled, not lost. */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Playwright's `test` whose `page.goto` and `page.reload` return only once the page has
 * hydrated: prerendered HTML shows buttons before JavaScript can act on them, and a test
 * that taps too early would fail by chance on a busy machine.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await hydrated(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated(page);
      return response;
    };
    await provide(page);
  },
});

export { expect, type Page };

/**
 * Waits until the shop's service worker controls `page`: it installs once the
 * first page is idle and takes over when it has precached the code (a few seconds).
 */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 20_000 });
}

/** Offline, wa.me cannot load: answer it with a stub page so the popup's URL can be read. */
export async function stubWhatsApp(page: Page): Promise<void> {
  await page
    .context()
    .route('https://wa.me/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>WhatsApp (stub)</title>' }),
    );
}

/**
 * Clicks the order form's submit button (Buy Now's 'Place Order', or the order list's
 * 'Send order on WhatsApp') and returns the click-to-chat URL the new window opened and its decoded message.
 */
export async function placeOrder(page: Page, submit = 'Place Order'): Promise<{ url: URL; text: string }> {
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: submit }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  const url = new URL(popup.url());
  await popup.close();
  return { url, text: url.searchParams.get('text') ?? '' };
}

/** Fills the order form's customer fields with a complete, realistic set of details. */
export async function fillCustomer(page: Page, firstName = 'Asha'): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill(firstName);
  await dialog.getByLabel('Last Name').fill('Das');
  await dialog.getByLabel('Phone Number').fill('9876543210');
  await dialog.getByLabel('Address Line 1').fill('12 Station Road');
  await dialog.getByLabel('Address Line 2').fill('Near Post Office');
  await dialog.getByLabel('Pincode').fill('732103');
  await expect(dialog.getByLabel('State')).toHaveValue('West Bengal');
  await expect(dialog.getByLabel('Country')).toHaveValue('India');
}

/**
 * Rests the pointer on a product card's title on `/product/custom-mugs` until its link has
 * prefetched the product page's data (React Router's intent prefetch), clicks it, and
 * returns the bytes the click's own request for that data transferred (a click
 * shows its page within 100 ms because its data was prefetched). `transferSize` 0 means
 * the browser answered from its HTTP cache without asking the host; a revalidation (a
 * `304`) counts its headers. Run with the service worker blocked, as on a first visit.
 */
export async function clickAfterIntentPrefetch(page: Page): Promise<{ transferSize: number }> {
  const data = '/product/custom-mugs/white-photo-mug.data';
  await page.goto('/product/custom-mugs');
  const link = page.getByRole('heading', { name: 'White Photo Mug' }).getByRole('link');
  const prefetched = page.waitForEvent('requestfinished', (request) => request.url().endsWith(data));
  await link.hover();
  expect((await prefetched).headers()['sec-purpose']).toBe('prefetch');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'White Photo Mug' })).toBeVisible();
  return page.evaluate((path) => {
    const entry = performance
      .getEntriesByType('resource')
      .find((found) => found.name.endsWith(path) && (found as PerformanceResourceTiming).initiatorType === 'fetch');
    if (!entry) throw new Error(`No fetch of ${path} after the click`);
    return { transferSize: (entry as PerformanceResourceTiming).transferSize };
  }, data);
}

/**
 * Serves a built site as `pnpm start` does (`scripts/serve.mjs`) on a port of the test's own.
 * @param dir - the built site, e.g. 'build/client'
 * @param port - a TCP port clear of the suite's servers
 * @param http2 - serve HTTPS with HTTP/2 (`--http2`, a self-signed certificate made at start)
 * @returns the server, once it listens; rejects if it exits first
 */
export async function serveBuild(dir: string, port: number, http2 = false): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve.mjs', ...(http2 ? ['--http2'] : []), dir], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => String(chunk).includes('Serving') && resolve());
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
  return server;
}

/** Stops a server from {@link serveBuild} and waits until its port is free. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill();
  await exited;
}
