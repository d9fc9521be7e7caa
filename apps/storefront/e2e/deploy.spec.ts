import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { nextBuildOfShards, serveWithNginx } from './deployments';
import { expect, hydrated, stopServer, test, type Page } from './support';

/**
 * A deployment never strands a shopper. A page of build A is open when build B
 * replaces it on nginx (the shipped config); the page then needs a file of build A that
 * build B changed or lost (the product's shard, loaded when Buy Now opens the order page;
 * ADR 0010). Service workers are
 * blocked here: a shopper whose worker precached build A's code is not stranded at all
 * (new-version.spec.ts covers the worker's side of a deployment).
 */
// Clear of the suite's servers: +2 nginx, +4/+5 new-version, +6 http2, +7/+8 tls.
const port = Number(process.env.E2E_PORT ?? 4317) + 9;
// One port for the file's tests, so they take turns.
test.describe.configure({ mode: 'serial' });
const built = 'build/client';
let servers: ChildProcess[] = [];
let folders: string[] = [];

test.afterEach(async () => {
  await Promise.all(servers.map(stopServer));
  servers = [];
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  folders = [];
});

/** Opens a category page of build A, then deploys `next` under it. */
async function openAcrossDeployment(page: Page, next: string): Promise<{ loads: () => number; missing: string[] }> {
  servers.push(await serveWithNginx(built, port));
  let loads = 0;
  page.on('load', () => (loads += 1));
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404)
      missing.push(`${new URL(response.url()).pathname} ${response.headers()['cache-control']}`);
  });
  await page.goto(`http://localhost:${port}/product/custom-mugs`);
  await hydrated(page);
  await stopServer(servers.pop()!);
  servers.push(await serveWithNginx(next, port));
  return { loads: () => loads, missing };
}

test("a page that meets another build's product shard loads once in full, no more, and the product Buy Now carried stays orderable", async ({
  page,
}) => {
  // Build B cut the same products into three shards, while the page counts two.
  const next = nextBuildOfShards(built, 3);
  folders.push(next);
  const opened = await openAcrossDeployment(page, next);

  await page.getByRole('link', { name: 'Buy Now: White Photo Mug' }).click();
  // The product's shard is another build's: the order page loads once more, in full.
  await expect.poll(() => opened.loads(), { timeout: 15_000 }).toBe(2);
  await hydrated(page);
  // Still not this page's build (the test changed the data only): no further reload, the
  // page says the shop changed, and still offers the product Buy Now carried.
  await expect(page.getByRole('heading', { level: 1, name: 'White Photo Mug' })).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/order-product\?sku=/);
  await expect(page.getByRole('status').getByRole('note').filter({ hasText: 'prices may have changed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  expect(opened.missing).toEqual([]);
  await page.waitForTimeout(1_000);
  expect(opened.loads()).toBe(2);
});

test('a deployment that lost the product shards reloads the page once, no more, and the product Buy Now carried stays orderable', async ({
  page,
}) => {
  const next = nextBuildOfShards(built);
  folders.push(next);
  const opened = await openAcrossDeployment(page, next);

  // Resting on Buy Now warms the product's shard, which is gone: the page knows it is outdated
  // before the click (links now load in full), and Buy Now still carries its product (a
  // full load would drop it: seen once in CI, as "Something went wrong").
  const buy = page.getByRole('link', { name: 'Buy Now: White Photo Mug' });
  await buy.hover();
  await expect.poll(() => opened.missing.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('status').getByRole('note').filter({ hasText: 'prices may have changed' })).toBeVisible();
  await buy.click();
  await expect.poll(() => opened.loads(), { timeout: 15_000 }).toBe(2);
  await hydrated(page);
  // The shards are missing from build B too: the page does not reload again, says the shop
  // changed, and still offers the product Buy Now carried.
  await expect(page.getByRole('heading', { level: 1, name: 'White Photo Mug' })).toBeVisible();
  await expect(page.getByRole('status').getByRole('note').filter({ hasText: 'prices may have changed' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  // Each 404 was a shard's, which no browser keeps.
  expect(opened.missing.every((missing) => /\/order-data\/\d+\.json no-cache$/.test(missing))).toBe(true);
  await page.waitForTimeout(2_000);
  expect(opened.loads()).toBe(2);
});
