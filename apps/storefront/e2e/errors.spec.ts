import { expect, test, type Page } from './support';

/** What a shopper sees at a wrong address, and that pages start without errors. */

test('unknown addresses explain themselves, with HTTP status 404', async ({ page }) => {
  expect((await page.goto('/no-such-page'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  expect((await page.goto('/product/no-such-category'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that category' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Business Cards' })).toBeVisible();
  await page.goto('/product/%E0%A4');
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that category' })).toBeVisible();
});

test.describe('with the service worker on, as in a shopper’s browser', () => {
  test.use({ serviceWorkers: 'allow' });

  test('pages hydrate without errors or warnings in the console', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // An unknown address is answered with HTTP 404 (and the not-found page), which Chromium logs.
      const expected404 = page.url().endsWith('/no-such-page') && /status of 404/.test(message.text());
      if ((message.type() === 'error' || message.type() === 'warning') && !expected404) {
        problems.push(`${page.url()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    for (const path of [
      '/',
      '/about-us',
      '/product/Calendar',
      '/product/banners',
      '/product/custom-mugs/heart-shaped-handle-mug',
      '/order-product',
      '/no-such-page',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);
  });
});

/**
 * Serves the built route module whose file name starts with `chunk` with its page
 * component replaced by one that throws `message` while rendering: the shipped code, made
 * to throw, with nothing for tests left in the production build.
 */
async function makeRouteThrow(page: Page, chunk: string, message: string): Promise<void> {
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    const original = await (await route.fetch()).text();
    // Its default export taken out of the export list (the module's own code, or a facade
    // re-exporting the shared chunk's, as root's is: vite.config.ts) and given to one that throws.
    const replaced = original.replace(/([{,])\s*[\w$]+ as default\s*(,?)/, (_, before: string, after: string) =>
      before === '{' ? '{' : after,
    );
    expect(replaced, `${chunk}'s module exports a default component`).not.toBe(original);
    await route.fulfill({
      contentType: 'text/javascript',
      body: `${replaced}\nexport { __throws as default };\nfunction __throws() { throw new Error(${JSON.stringify(message)}); }\n`,
    });
  });
}

/** Console errors that mention `message`, as the shopper's browser logs them. */
function errorsMentioning(page: Page, message: string): string[] {
  const logged: string[] = [];
  page.on('console', (entry) => {
    if (entry.type() === 'error' && entry.text().includes(message)) logged.push(entry.text());
  });
  page.on('pageerror', (error) => {
    if (error.message.includes(message)) logged.push(`uncaught: ${error.message}`);
  });
  return logged;
}

for (const [where, chunk, path] of [
  ['a page', 'about', '/about-us'],
  ['the root layout', 'root', '/product/custom-mugs'],
] as const) {
  test(`when ${where} throws, the shopper gets the error page with Try again and a way home, logged once`, async ({
    page,
  }) => {
    const message = `${chunk} made to throw by the test`;
    const logged = errorsMentioning(page, message);
    await makeRouteThrow(page, chunk, message);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    // The shop's frame stays: its header and footer still lead on.
    await expect(page.getByRole('navigation', { name: 'Product categories' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(logged).toHaveLength(1);

    // Try again reloads: with the fault gone, the page works.
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
