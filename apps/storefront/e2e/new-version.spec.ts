import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { controlledByWorker, expect, hydrated, serveBuild, stopServer, test, type Page } from './support';

/**
 * A new deployment never leaves a shopper on stale prices. A shopper keeps a
 * tab open while the shop deploys; the tab only navigates within the app. Here the built
 * site is served on a port of its own, then "deployed" again: the server is replaced by
 * one serving a copy whose service worker differs (another build id), as a real
 * deployment's would.
 */
test.use({ serviceWorkers: 'allow' });

/** A port for each test (they run in parallel), clear of the suite's server and nginx's. */
const ports = {
  navigation: Number(process.env.E2E_PORT ?? 4317) + 4,
  refresh: Number(process.env.E2E_PORT ?? 4317) + 5,
};
const built = 'build/client';
const newBuildId = 'e2e0deploy02';

/** The names of the page caches the service worker keeps, one per deployment. */
function pageCaches(page: Page): Promise<string[]> {
  return page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('pages-')));
}

let newDeployment: string;
let servers: ChildProcess[] = [];

test.beforeAll(() => {
  // The next deployment: the same pages, a service worker built with another id.
  newDeployment = mkdtempSync(join(tmpdir(), 'shop-deployment-'));
  cpSync(built, newDeployment, { recursive: true });
  const worker = readFileSync(join(built, 'sw.js'), 'utf8');
  const buildId = /pages-([0-9a-f]{12})/.exec(worker)?.[1];
  if (!buildId) throw new Error('The built sw.js names no pages cache');
  writeFileSync(join(newDeployment, 'sw.js'), worker.replaceAll(buildId, newBuildId));
  rmSync(join(newDeployment, 'sw.js.br'));
  rmSync(join(newDeployment, 'sw.js.gz'));
});

test.afterEach(async () => {
  await Promise.all(servers.map(stopServer));
  servers = [];
});

test.afterAll(() => rmSync(newDeployment, { recursive: true, force: true }));

test('a tab open across a deployment learns of it on its next navigation: it says prices may have changed, and links load in full', async ({
  page,
}) => {
  const port = ports.navigation;
  servers.push(await serveBuild(built, port));
  await page.goto(`http://localhost:${port}/product/custom-mugs`);
  await controlledByWorker(page);
  // The worker saves this deployment's pages in a cache named after its build.
  await expect.poll(() => pageCaches(page), { timeout: 20_000 }).toHaveLength(1);
  const [oldCache] = await pageCaches(page);
  expect(oldCache).toMatch(/^pages-[0-9a-f]{12}$/);
  const notice = page.getByRole('status').getByRole('note').filter({ hasText: 'prices may have changed' });
  await expect(notice).toHaveCount(0);

  // The shop deploys while the tab stays open.
  await stopServer(servers.pop()!);
  servers.push(await serveBuild(newDeployment, port));

  // A navigation within the app asks for a new worker; the new one takes over.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const categories = page.getByRole('navigation', { name: 'Product categories' });
  await categories.getByRole('link', { name: 'Business Cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Business Cards Collection' })).toBeVisible();
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice.getByText('The shop has just been updated, so prices may have changed.')).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  // Once it takes over, the new worker drops the old deployment's saved pages.
  await expect.poll(() => pageCaches(page), { timeout: 20_000 }).not.toContain(oldCache);
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  // Not now: the card goes, and the next link loads its page in full, with the new code and prices.
  await notice.getByRole('button', { name: 'Not now' }).click();
  await expect(notice).toHaveCount(0);
  await categories.getByRole('link', { name: 'Signage' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Explore Our Standees & Signage Collection' }),
  ).toBeVisible();
  await hydrated(page);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(false);
  await expect(notice).toHaveCount(0);
});

test('Refresh on the new-version card loads the page in full and the card is gone', async ({ page }) => {
  const port = ports.refresh;
  servers.push(await serveBuild(built, port));
  await page.goto(`http://localhost:${port}/order-list`);
  await controlledByWorker(page);
  await stopServer(servers.pop()!);
  servers.push(await serveBuild(newDeployment, port));

  // Back to the tab (from WhatsApp, or days later): being shown again asks too.
  await page.evaluate(() => {
    Object.assign(window, { samePage: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const notice = page.getByRole('status').getByRole('note').filter({ hasText: 'prices may have changed' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await expect.poll(() => page.evaluate(() => 'samePage' in window).catch(() => true)).toBe(false);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Your order list' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
