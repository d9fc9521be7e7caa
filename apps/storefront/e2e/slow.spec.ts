import { test as base } from '@playwright/test';
import { expect, test } from './support';

/**
 * No "Loading…" without end. A request that never answers (a dead connection,
 * a file lost in a deployment) leaves a loading state on screen; after 8 s it says so and
 * offers a way out.
 */

test('the order page whose product never arrives says so after 8 s and offers Try again', async ({ page }) => {
  // The first request for the product's shard never answers; the next one (after Try again) does.
  let asked = 0;
  await page.route(/\/order-data\/\d+\.json$/, (route) => {
    if (asked++ > 0) return route.continue();
  });
  await page.goto('/order-product?sku=custom-mugs-1');
  const loading = page.getByText('This is taking longer than usual.', { exact: false });
  await expect(page.getByRole('status').filter({ hasText: 'Loading Print & Gift Studio…' })).toBeAttached();
  await expect(loading).toBeHidden();
  await expect(loading).toBeVisible({ timeout: 12_000 });
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'White Photo Mug' })).toBeVisible();
});

// Playwright's own `test`: this page never hydrates.
base('a page whose code never arrives says so after 8 s, before any script, with a way home', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, () => {
    // Never answered.
  });
  const loading = page.getByText('স্বাভাবিকের চেয়ে বেশি সময় লাগছে।', { exact: false });
  // Until the stylesheet applies, nothing is hidden: wait for it, then for the 8 s.
  const styled = () =>
    page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/style-')));
  // A prerendered page: Try again is a link to itself.
  await page.goto('/bn/order-list', { waitUntil: 'commit' });
  await styled();
  await expect(loading).toBeHidden();
  await expect(loading).toBeVisible({ timeout: 12_000 });
  await expect(page.getByRole('link', { name: 'আবার চেষ্টা করুন' })).toHaveAttribute('href', '/bn/order-list');
  // The app shell, which does not know its address: a link home in the address's language.
  await page.goto('/bn/order-product?sku=custom-mugs-1', { waitUntil: 'commit' });
  await styled();
  await expect(loading).toBeHidden();
  await expect(loading).toBeVisible({ timeout: 12_000 });
  await expect(page.getByRole('link', { name: 'হোম পাতায় যান' })).toHaveAttribute('href', '/bn');
});
