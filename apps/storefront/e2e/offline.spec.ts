import { test as base, type Page } from '@playwright/test';
import { controlledByWorker, expect, fillCustomer, hydrated, test } from './support';

/**
 * Offline: after one visit the shop works without the network. Each test
 * starts with a fresh browser context, so the service worker installs from nothing.
 */
test.use({ serviceWorkers: 'allow' });

/** Waits until the service worker controls the page and has saved every page of `locale`. */
async function savedForOffline(page: Page, locale: 'en-IN' | 'bn-IN' = 'en-IN'): Promise<void> {
  await controlledByWorker(page);
  await expect
    .poll(
      () =>
        page.evaluate(async (locale) => {
          const list = (await (await fetch(`/offline-pages.${locale}.json`)).json()) as string[];
          const name = (await caches.keys()).find((key) => key.startsWith('pages-'));
          if (!name) return 0;
          const cache = await caches.open(name);
          const saved = await Promise.all(list.map((path) => cache.match(path)));
          return saved.filter(Boolean).length / list.length;
        }, locale),
      { timeout: 30_000 },
    )
    .toBe(1);
}

test('after one visit, category and product pages, the search and the order list open with the network off', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await savedForOffline(page);
  // The worker precaches the stylesheet the pages link, and no other: a second copy of it (the
  // server build's, until 2026-11-29) cost every first visit 8 KB brotli.
  const stylesheets = await page.evaluate(async () => {
    const precached: string[] = [];
    for (const name of (await caches.keys()).filter((key) => key.includes('precache'))) {
      for (const request of await (await caches.open(name)).keys()) {
        const path = new URL(request.url).pathname;
        if (path.endsWith('.css')) precached.push(path);
      }
    }
    const linked = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    return { precached, linked: linked.map((link) => new URL(link.href).pathname) };
  });
  expect(stylesheets.linked).toHaveLength(1);
  expect(stylesheets.precached).toEqual(stylesheets.linked);
  // A shared link's tracking parameters make no second saved copy (the worker in control).
  await page.goto('/about-us?utm_source=whatsapp&fbclid=abc');
  // Online, a page is the host's answer: the worker says so, and the page shows no note.
  const answer = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller!.postMessage({ type: 'SAVED_COPY', path: '/about-us' }, [channel.port2]);
      }),
  );
  expect(answer).toBeNull();
  await expect(page.getByText('prices may have changed')).toHaveCount(0);
  const stored = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('pages-'))!;
    const keys = (await (await caches.open(name)).keys()).map((request) => request.url);
    let bytes = 0;
    let entries = 0;
    for (const cacheName of await caches.keys()) {
      for (const request of await (await caches.open(cacheName)).keys()) {
        const response = await (await caches.open(cacheName)).match(request);
        bytes += (await response!.arrayBuffer()).byteLength;
        entries += 1;
      }
    }
    return {
      queried: keys.filter((url) => url.includes('?')),
      rows: keys.filter((url) => /\/search-data\/r\d+\.json$/.test(url)),
      indexes: keys.filter((url) => url.endsWith('/products.json')).length,
      bytes,
      entries,
    };
  });
  expect(stored.queried).toEqual([]);
  // Every category's index is saved, and none of the search's row files: offline, the search
  // shows its results from the indexes (features/search/localSearch.ts).
  expect(stored.rows).toEqual([]);
  expect(stored.indexes).toBe(17);
  // What one visit stores (reported in the test's annotations).
  test.info().annotations.push({
    type: 'first visit stores',
    description: `${stored.entries} entries, ${(stored.bytes / 1024 / 1024).toFixed(1)} MB`,
  });
  expect(stored.bytes).toBeLessThan(25 * 1024 * 1024);
  await page.goto('/');
  // A picture seen online is kept.
  const hero = page.getByRole('main').locator('img').first();
  await expect(hero).toBeVisible();
  await context.setOffline(true);

  await page.goto('/product/custom-mugs');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Custom Mugs Collection' })).toBeVisible();
  // A saved copy says so, with its date.
  await expect(
    page
      .getByRole('status')
      .getByRole('note')
      .filter({ hasText: /^Saved copy from \d{1,2} \w{3} \d{4}, .+ — prices may have changed\.$/ }),
  ).toBeVisible();
  await page.goto('/product/gifts/big-ganesha-statue');
  await expect(page.getByRole('heading', { level: 1, name: 'Big Ganesha Statue' })).toBeVisible();
  // A client-side navigation offline uses the saved page data.
  await page
    .getByRole('navigation', { name: 'Product categories' })
    .getByRole('link', { name: 'Business Cards' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Business Cards Collection' })).toBeVisible();
  await page.goto('/search?q=mug');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: 'White Photo Mug' }),
  ).toBeVisible();
  await page.goto('/order-list');
  await expect(page.getByRole('heading', { level: 2, name: 'Your order list is empty' })).toBeVisible();

  await page.goto('/');
  const seen = page.getByRole('main').locator('img').first();
  await expect.poll(() => seen.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('after one visit in Bengali, Bengali pages and the order page open with the network off', async ({
  page,
  context,
}) => {
  await page.goto('/bn');
  await savedForOffline(page, 'bn-IN');
  await context.setOffline(true);

  await page.goto('/bn/product/custom-mugs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
  await expect(page.getByRole('heading', { level: 1, name: /^আমাদের সব / })).toBeVisible();
  await expect(
    page
      .getByRole('status')
      .getByRole('note')
      .filter({ hasText: /^এটি \d{1,2} .+ তারিখে রাখা কপি — দাম বদলে থাকতে পারে।$/ }),
  ).toBeVisible();
  await page.goto('/bn/product/custom-mugs/white-photo-mug');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('সাদা ফটো মগ');
  // The client-rendered order page is the precached app shell, drawn in the address's language.
  await page.goto('/bn/order-product?sku=custom-mugs-1');
  await hydrated(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('সাদা ফটো মগ');
  await page.goto('/bn/order-list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
  // The search, English words too, with its results in Bengali, read from the saved Bengali category indexes.
  await page.goto('/bn/search?q=mug');
  await expect(page.getByRole('list').getByRole('heading', { name: 'সাদা ফটো মগ' })).toBeVisible();
});

base('a page this phone has not saved shows the offline page in its language', async ({ page, context }) => {
  await page.goto('/about-us');
  await hydrated(page);
  await savedForOffline(page);
  await context.setOffline(true);
  // Bengali pages were not saved by an English visit.
  await page.goto('/bn/product/custom-mugs');
  await expect(page.getByRole('heading', { level: 1, name: 'আপনি অফলাইন' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'হোম পাতায় যান' })).toHaveAttribute('href', '/bn');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
});

test('Place Order offline still makes the message: the page says it is offline and offers Copy message', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/product/custom-mugs/white-photo-mug');
  await savedForOffline(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(/^You are offline\. You can still place your order/)).toBeVisible();
  await fillCustomer(page);
  await dialog.getByRole('button', { name: 'Place Order' }).click();
  await expect(dialog.getByText('You are offline. Your order message is ready:')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Open WhatsApp/ })).toHaveAttribute(
    'href',
    /^whatsapp:\/\/send\?phone=910000000000&text=.*White%20Photo%20Mug/,
  );
  await dialog.getByRole('button', { name: 'Copy message' }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('White Photo Mug');
  expect(copied).toContain('732103');
});
