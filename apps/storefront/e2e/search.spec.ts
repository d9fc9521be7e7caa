import { expect, hydrated, test, type Page } from './support';

/** The search's code chunks and its index's files (ADR 0009: `/search-data/…`). */
const searchFiles = /\/assets\/search-.*\.js$|\/search-data\/[^/]+\.json$/;

test("'visiting card' typed in the header finds business cards, and a suggestion opens the product @desktop", async ({
  page,
}) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.fill('visiting card');
  const options = page.getByRole('option');
  await expect(options.first()).toContainText('Business Cards');
  await options.filter({ hasText: 'Standard Business Cards' }).click();
  await expect(page).toHaveURL(/\/product\/business-cards\/standard-business-cards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Standard Business Cards' })).toBeVisible();
});

test("'mugg' finds mugs on the results page, and the query stays in the address", async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.fill('mugg');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=mugg$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “mugg”' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { name: 'White Photo Mug' })).toBeVisible();
  await expect(results.getByText('₹200', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “mugg”' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('mugg');
});

test('a results address with an over-long query searches for its first 200 characters and says so', async ({
  page,
}) => {
  const response = await page.goto(`/search?q=mug${'+'.repeat(5)}${'x'.repeat(300)}`);
  expect(response?.status()).toBe(200);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(' for “mug');
  // “mug x…x”: the query's first 200 characters (the spaces between are trimmed with it only at the ends).
  expect((/“(.*)”/.exec((await heading.textContent()) ?? '')?.[1] ?? '').length).toBe(200);
  await expect(
    page.getByRole('note').filter({ hasText: 'A search can be up to 200 characters long, so yours was shortened.' }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue(/^mug {5}x+$/);
  await page.goto('/bn/search?q=' + 'x'.repeat(300));
  await expect(page.getByRole('note').filter({ hasText: 'খোঁজার কথা সর্বোচ্চ 200 অক্ষরের হতে পারে' })).toBeVisible();
});

test('/search?q=flex opened directly finds banners', async ({ page }) => {
  await page.goto('/search?q=flex');
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: 'Flex & Banner' }),
  ).toBeVisible();
});

test('the first row of results loads its pictures at once, the rest lazily', async ({ page }) => {
  await page.goto('/search?q=mug');
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { name: 'White Photo Mug' })).toBeVisible();
  // The first row is the page's largest paint: not held back until it has been laid out.
  const pictures = await results
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => `${image.getAttribute('loading')} ${image.getAttribute('fetchpriority')}`),
    );
  expect(pictures.length).toBeGreaterThan(2);
  expect(pictures.slice(0, 2)).toEqual(['eager high', 'eager high']);
  expect(new Set(pictures.slice(2))).toEqual(new Set(['lazy null']));
});

for (const { path, locale } of [
  { path: '/search?q=mug', locale: 'English' },
  { path: '/bn/search?q=mug', locale: 'Bengali' },
]) {
  test(`the results appear with the page's layout shift under the CLS target, 0.01 (${locale}, a phone)`, async ({
    page,
  }) => {
    // Every layout shift the page makes, as Lighthouse counts them for CLS. The results are drawn
    // after the page has loaded, and a product card added out of sight stands in at 420 px until
    // drawn (ProductCard.css.ts), so the one card that reaches into the screen's bottom edge moves a
    // few pixels: 0.0005 in English, 0.0027 in Bengali (2026-11-29). Drawing the first two cards at
    // once would take that away, but costs the largest category 20-60 ms of Lighthouse TBT (README).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('list', { name: /./ }).getByRole('article').nth(2)).toBeAttached();
    // The frames after the results are drawn, and the fonts.
    await page.evaluate(async () => {
      await document.fonts.ready;
      for (let frame = 0; frame < 10; frame += 1) await new Promise((next) => requestAnimationFrame(next));
    });
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(
      shifts.reduce((sum, shift) => sum + shift, 0),
      `shifts: ${shifts.join(', ')}`,
    ).toBeLessThan(0.01);
  });
}

test('search works with the keyboard alone: type, arrow down, Enter; Escape closes the suggestions', async ({
  page,
}) => {
  await page.goto('/about-us');
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.focus();
  await page.keyboard.type('bussiness card');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/product\/business-cards\//);
});

test('no results say so and suggest popular categories', async ({ page }) => {
  await page.goto('/search?q=bicycle');
  await expect(page.getByRole('heading', { level: 1, name: 'Nothing found for “bicycle”' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Business Cards' }).click();
  await expect(page).toHaveURL(/\/product\/business-cards$/);
});

test('the search index loads only when the shopper starts searching', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (searchFiles.test(request.url())) chunks.push(request.url());
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await page.getByRole('combobox', { name: 'Search products' }).focus();
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
});

test('Bengali words find products on any page: Bengali titles, synonyms and romanised Bengali', async ({ page }) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.fill('বিয়ের কার্ড');
  await expect(page.getByRole('option').first()).toContainText('Wedding Invitation Card');
  await field.fill('মগ');
  await expect(page.getByRole('option').first()).toContainText('Mug');
  await field.fill('biyer card');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('heading', { name: 'Wedding Invitation Card' })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent('ভিজিটিং কার্ড')}`);
  await expect(results.getByRole('heading', { name: 'Standard Business Cards' })).toBeVisible();
});

/** The results page's own code files (its route module and imports), named in the router's manifest. */
function resultsPageCode(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const { routes } = (
      window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string; imports?: string[] }> } }
    ).__reactRouterManifest;
    const route = routes['routes/search']!;
    return [route.module, ...(route.imports ?? [])];
  });
}

test('on the results page focus moves to its heading once the results arrive', async ({ page }) => {
  await page.goto('/');
  // The search index is held back, as on a slow connection, so the results come after the
  // page: its files, and every search chunk but the results page's own code (named in the router's manifest).
  const pageCode = await resultsPageCode(page);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(searchFiles, async (route) => {
    if (!pageCode.includes(new URL(route.request().url()).pathname)) await held;
    await route.continue().catch(() => undefined);
  });
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.fill('mugg');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mugg$/);
  await expect(page.getByRole('main')).toBeFocused();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “mugg”' })).toBeFocused();
});

test('when the search cannot be fetched, the results page says so, and Try again finds the results', async ({
  page,
}) => {
  await page.goto('/');
  // The connection drops before the search index arrives: its files, and every search chunk
  // but the results page's own code, fail, as a fetch does on a dead connection.
  const pageCode = await resultsPageCode(page);
  await page.route(searchFiles, async (route) => {
    if (pageCode.includes(new URL(route.request().url()).pathname)) await route.continue();
    else await route.abort('internetdisconnected');
  });
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.fill('mugg');
  await expect(page.getByRole('option')).toHaveCount(0);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mugg$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toBeVisible();

  // The connection is back: the header's field tries again on focus and suggests,
  await page.unrouteAll();
  await field.blur();
  await field.fill('mug');
  await expect(page.getByRole('option').first()).toBeVisible();
  await field.press('Escape');
  // and Try again loads the results page.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “mugg”' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: 'White Photo Mug' }),
  ).toBeVisible();
  expect(uncaught).toEqual([]);
});

test('the search runs in a worker, off the page; without its worker (its file gone) the page searches itself', async ({
  page,
}) => {
  await page.goto('/');
  const field = page.getByRole('combobox', { name: 'Search products' });
  await field.fill('mugg');
  await expect(page.getByRole('option').first()).toContainText('Mug');
  expect(page.workers().map((worker) => new URL(worker.url()).pathname)).toContainEqual(
    expect.stringMatching(/^\/assets\/search\.worker-[\w-]+\.js$/),
  );

  // A new deployment has removed the worker's file from under an open page: the 404 comes
  // late, while the query is waiting for the worker, and the page answers it itself.
  const other = await page.context().newPage();
  await other.route(/\/assets\/search\.worker-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ status: 404, body: '' });
  });
  const uncaught: string[] = [];
  other.on('pageerror', (error) => uncaught.push(error.message));
  await other.goto('/');
  await hydrated(other);
  await other.getByRole('combobox', { name: 'Search products' }).fill('visiting card');
  await expect(other.getByRole('option').first()).toContainText('Business Cards');
  expect(other.workers()).toEqual([]);
  // The next query too, and the results page.
  await other.getByRole('combobox', { name: 'Search products' }).fill('mugg');
  await expect(other.getByRole('option').first()).toContainText('Mug');
  await other.goto('/search?q=flex');
  await hydrated(other);
  await expect(other.getByRole('list', { name: 'Search results' }).getByRole('listitem').first()).toBeVisible();
  expect(uncaught).toEqual([]);
});
