import AxeBuilder from '@axe-core/playwright';
import { listingPageSize, productsInCategory, type Category } from '@storefront/catalog';
import { loadShopData, type ShopData } from '@storefront/catalog/data';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildWith, serveWithNode } from './deployments';
import { wcagTags } from './pageChecks';
import { controlledByWorker, expect, test, type Page } from './support';

/**
 * A long category comes in pages of 48, each a prerendered address of its own, and a sort
 * or filter covers all its pages. The gift shop's categories each fit on one page, so
 * these tests build the benchmark catalogue (`pnpm catalog:synth`) at 400 products, whose
 * biggest category fills two pages, with two tiny placeholder photos so the build takes
 * about a minute.
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 20;
const folder = resolve('../../node_modules/.cache/catalog-synth/e2e-listing-pages');

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${port}`, reducedMotion: 'reduce' });

let shop: ShopData;
let site: string | undefined;
let server: ChildProcess | undefined;
/** The category with the most products, its products in the catalogue's order, and its address. */
let biggest: { category: Category; titles: string[]; path: string };

test.beforeAll(async () => {
  // The catalogue, then a build of its own (about 70 s here): five minutes for a busy machine.
  test.setTimeout(300_000);
  execFileSync(
    'pnpm',
    ['--dir', '../..', 'catalog:synth', '400', '--pictures', '2', '--picture-size', '64', '--out', folder],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  shop = loadShopData(folder);
  const sizes = shop.catalogue.categories.map((category) => ({
    category,
    titles: productsInCategory(shop.catalogue, category.slug).map((product) => product.title),
    path: `/product/${category.slug}`,
  }));
  biggest = sizes.sort((a, b) => b.titles.length - a.titles.length)[0]!;
  site = buildWith({ SHOP_DIR: folder });
  // The service worker too (buildWith leaves it out), for the offline test.
  execFileSync(process.execPath, ['scripts/service-worker.mjs', site], { stdio: ['ignore', 'ignore', 'inherit'] });
  server = await serveWithNode(site, port);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (site) rmSync(resolve(site, '..'), { recursive: true, force: true });
});

/** The page's address ends with `pathAndQuery` (its path and query, exactly). */
const at = (pathAndQuery: string) => new RegExp(`^[^?]*?${pathAndQuery.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&')}$`);

/** The titles of the cards in the grid, in order (each an h2 under the page's h1). */
const shownTitles = (page: Page) =>
  page
    .getByRole('list', { name: `${biggest.category.name} products` })
    .getByRole('heading', { level: 2 })
    .allTextContents();

test('a long category shows 48 products a page, each page at an address of its own, readable without JavaScript', async ({
  browser,
}) => {
  const { titles, path } = biggest;
  expect(titles.length).toBeGreaterThan(listingPageSize);
  expect(titles.length).toBeLessThanOrEqual(2 * listingPageSize);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: `http://localhost:${port}` });
  const page = await context.newPage();

  await page.goto(path);
  expect(await shownTitles(page)).toEqual(titles.slice(0, listingPageSize));
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', `${path}/page/2`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    new RegExp(`^Explore our ${biggest.category.name} collection\\.`),
  );

  await pages.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(at(`${path}/page/2`));
  expect(await shownTitles(page)).toEqual(titles.slice(listingPageSize));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}/page/2$`));
  await expect(page.locator('link[rel="alternate"][hreflang="bn-IN"]')).toHaveAttribute(
    'href',
    new RegExp(`/bn${path}/page/2$`),
  );
  await expect(page).toHaveTitle(new RegExp(`^${biggest.category.name} — Page 2 — `));
  // Its own description, not page 1's: search engines would take the pages for copies.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    `${biggest.category.name}, page 2 of 2: products ${listingPageSize + 1} to ${titles.length} of ${titles.length}. Order on WhatsApp.`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', path);
  // Its structured data numbers its products on from page 1's, at its own address.
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as { '@type': string; itemListElement: { position: number; item?: string }[] },
  );
  const list = jsonLd.find((data) => data['@type'] === 'ItemList')!;
  expect(list.itemListElement.map((item) => item.position)).toEqual(
    titles.slice(listingPageSize).map((_, index) => listingPageSize + 1 + index),
  );
  const crumbs = jsonLd.find((data) => data['@type'] === 'BreadcrumbList')!;
  expect(crumbs.itemListElement.at(-1)?.item).toMatch(new RegExp(`${path}/page/2$`));
  await context.close();
});

test('a page past the last, page 1 and a malformed page number are not pages', async ({ request }) => {
  for (const wrong of ['/page/3', '/page/1', '/page/02', '/page/two']) {
    expect((await request.get(`${biggest.path}${wrong}`)).status(), wrong).toBe(404);
  }
});

test('every listing page is in the sitemap with its Bengali twin', async ({ request }) => {
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/sitemaps/1.xml</loc>');
  const sitemap = await (await request.get('/sitemaps/1.xml')).text();
  expect(sitemap).toContain(`${biggest.path}/page/2</loc>`);
  expect(sitemap).toContain(`hreflang="bn-IN" href="${shop.profile.siteUrl}/bn${biggest.path}/page/2"`);
  expect(sitemap).not.toContain('/page/1<');
  expect(sitemap).not.toContain('products.json');
});

test('sorting covers the whole category, is paged in the address, and page 2 of it follows', async ({ page }) => {
  const { titles, path } = biggest;
  const index = page.waitForResponse((response) => response.url().endsWith(`${path}/products.json`));
  await page.goto(`${path}/page/2`);
  // The count is the category's, on any of its pages, as it is once sorted.
  await expect(
    page.getByRole('status').filter({ hasText: `Showing ${titles.length} of ${titles.length} products` }),
  ).toBeVisible();
  // As a keyboard user does: focus on the menu, then a choice.
  await page.getByLabel('Sort by').focus();
  await page.getByLabel('Sort by').selectOption('name');
  // The same address with the choice, the sorted list from its first page; the menu keeps focus.
  await expect(page).toHaveURL(at(`${path}/page/2?sort=name`));
  await expect(page.getByLabel('Sort by')).toBeFocused();
  expect((await index).status()).toBe(200);
  await expect(
    page.getByRole('status').filter({ hasText: `Showing ${titles.length} of ${titles.length} products` }),
  ).toBeVisible();
  const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
  const sorted = [...titles].sort(collator.compare);
  await expect.poll(() => shownTitles(page)).toEqual(sorted.slice(0, listingPageSize));

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(at(`${path}?sort=name&page=2`));
  await expect.poll(() => shownTitles(page)).toEqual(sorted.slice(listingPageSize));
  // A new page of the list: focus goes to its heading, as on any new page.
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // A reload keeps the sorted page.
  await page.reload();
  await expect.poll(() => shownTitles(page)).toEqual(sorted.slice(listingPageSize));
  expect(
    await new AxeBuilder({ page })
      .withTags(wcagTags)
      .analyze()
      .then((axe) => axe.violations.map((v) => v.id)),
  ).toEqual([]);
});

test("an address past a sorted list's last page shows the last page, and the address says so", async ({ page }) => {
  const { titles, path } = biggest;
  await page.goto(`${path}?sort=name&page=999`);
  // Once the category's index has arrived (an upper bound for a busy machine).
  await expect(page).toHaveURL(at(`${path}?sort=name&page=2`), { timeout: 10_000 });
  const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
  await expect.poll(() => shownTitles(page)).toEqual([...titles].sort(collator.compare).slice(listingPageSize));
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Previous' })).toBeVisible();
});

test('a filter counts the whole category; Clear filters goes back to its first page', async ({ page }) => {
  const { path } = biggest;
  const products = productsInCategory(shop.catalogue, biggest.category.slug);
  const orderable = products.filter((product) => product.price.kind !== 'unavailable');
  await page.goto(path);
  await page.getByLabel('Orderable now').check();
  await expect(page).toHaveURL(at(`${path}?orderable=1`));
  await expect(
    page.getByRole('status').filter({ hasText: `Showing ${orderable.length} of ${products.length} products` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(at(path));
  await expect.poll(() => shownTitles(page)).toHaveLength(listingPageSize);
});

test('without the network the sort covers this page only, says so, and Try again fetches the rest', async ({
  page,
}) => {
  const { titles, path } = biggest;
  await page.goto(`${path}/page/2`);
  await page.route(`**${path}/products.json`, (route) => route.abort('internetdisconnected'));
  await page.getByLabel('Sort by').selectOption('name');
  // Said in a live region, so a screen reader hears it too.
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: `Only this page’s products are sorted and filtered: the rest of the ${titles.length}` }),
  ).toBeVisible();
  // This page's products, sorted: nothing the shopper chose is lost.
  const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
  await expect.poll(() => shownTitles(page)).toEqual(titles.slice(listingPageSize).sort(collator.compare));
  await page.unroute(`**${path}/products.json`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect.poll(() => shownTitles(page)).toEqual([...titles].sort(collator.compare).slice(0, listingPageSize));
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('after one visit a long category’s pages open and sort across all its products with the network off', async ({
    page,
    context,
  }) => {
    const { titles, path } = biggest;
    await page.goto('/');
    await controlledByWorker(page);
    // The worker saves category pages and their indexes before any product page.
    const wanted = [`${path}/page/2`, `${path}/page/2.data`, `${path}/products.json`];
    await expect
      .poll(
        () =>
          page.evaluate(async (paths) => {
            const name = (await caches.keys()).find((key) => key.startsWith('pages-'));
            if (!name) return 0;
            const cache = await caches.open(name);
            return (await Promise.all(paths.map((path) => cache.match(path)))).filter(Boolean).length;
          }, wanted),
        { timeout: 60_000 },
      )
      .toBe(wanted.length);
    // At 400 products (18 MB of product pages a language) none is fetched ahead of need.
    const ahead = (await (await page.request.get('/offline-pages.en-IN.json')).json()) as string[];
    expect(ahead).toContain(`${path}/products.json`);
    // Every category's first page and index come before any later listing page: with a
    // bigger catalogue than the worker keeps (20 MB), those are what it keeps.
    const firstLater = ahead.findIndex((saved) => /\/page\/\d+/.test(saved));
    expect(firstLater).toBeGreaterThan(0);
    expect(
      ahead.slice(firstLater).filter((saved) => /^\/product\/[^/]+(?:\.data|\/products\.json)?$/.test(saved)),
    ).toEqual([]);
    expect(ahead.filter((saved) => /^\/product\/[^/]+\/[^/]+$/.test(saved) && !saved.endsWith('.json'))).toEqual([]);
    await context.setOffline(true);
    await page.goto(`${path}/page/2`);
    expect(await shownTitles(page)).toEqual(titles.slice(listingPageSize));
    await page.getByLabel('Sort by').selectOption('name');
    const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });
    await expect.poll(() => shownTitles(page)).toEqual([...titles].sort(collator.compare).slice(0, listingPageSize));
    await expect(page.getByText('Only this page’s products')).toHaveCount(0);
  });

  test('offline, a later page the worker did not keep opens from its category’s saved index, dated as a saved copy', async ({
    page,
    context,
  }) => {
    const { category, titles, path } = biggest;
    await page.goto('/');
    await controlledByWorker(page);
    const cached = (paths: string[], remove: boolean) =>
      page.evaluate(
        async ({ paths, remove }) => {
          const name = (await caches.keys()).find((key) => key.startsWith('pages-'));
          if (!name) return 0;
          const cache = await caches.open(name);
          const found = await Promise.all(paths.map((path) => (remove ? cache.delete(path) : cache.match(path))));
          return found.filter(Boolean).length;
        },
        { paths, remove },
      );
    const later = [`${path}/page/2`, `${path}/page/2.data`];
    await expect.poll(() => cached([...later, path, `${path}/products.json`], false), { timeout: 60_000 }).toBe(4);
    // As at 20,000 products, where the worker keeps each category's first page and index, not its later pages.
    await context.setOffline(true);
    expect(await cached(later, true)).toBe(2);

    await page.goto(path);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(at(`${path}/page/2`));
    await expect.poll(() => shownTitles(page)).toEqual(titles.slice(listingPageSize));
    await expect(page).toHaveTitle(new RegExp(`^${category.name} — Page 2 — `));
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 2 of 2');
    // Its products are as old as the saved index: the page says so.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: /^Saved copy from \d{1,2} \w{3} \d{4}, .+ — prices may have changed\.$/ }),
    ).toBeVisible();
  });
});

test('the Bengali pages sort with the Bengali index', async ({ page }) => {
  const { path } = biggest;
  const index = page.waitForResponse((response) => response.url().endsWith(`/bn${path}/products.json`));
  await page.goto(`/bn${path}/page/2`);
  await expect(page).toHaveTitle(/ — পাতা 2 — /);
  await page.getByLabel('সাজানোর ক্রম').selectOption('price-asc');
  await expect(page).toHaveURL(at(`/bn${path}/page/2?sort=price-asc`));
  const body = (await (await index).json()) as { products: { title: string }[] };
  expect(body.products.length).toBe(biggest.titles.length);
  expect(body.products[0]!.title).toMatch(/[\u0980-\u09FF]/);
});
