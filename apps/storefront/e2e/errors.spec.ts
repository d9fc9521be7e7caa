import { expect, test } from './support';

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
