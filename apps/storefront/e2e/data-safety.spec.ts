import { expect, fillCustomer, hydrated, placeOrder, seedLocalStorage, stubWhatsApp, test, type Page } from './support';

/**
 * Nothing a shopper typed is lost. What is written can be read back; what
 * cannot be read is kept aside and said, not wiped.
 */
test.beforeEach(async ({ page }) => stubWhatsApp(page));

test('a 101st product is refused with a message, and the 100 on the list stay', async ({ page }) => {
  const lines = Array.from({ length: 100 }, (_, i) => ({ sku: `sku-${i}`, quantity: 1, note: '' }));
  await seedLocalStorage(page, { 'storefront.orderList.v1': JSON.stringify(lines) });
  await page.goto('/product/custom-mugs/white-photo-mug');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
  await expect(page.getByText('Your order list is full: it holds 100 products.')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront.orderList.v1') ?? '[]'));
  expect(stored).toHaveLength(100);
  expect(stored.some((line: { sku: string }) => line.sku === 'custom-mugs-1')).toBe(false);
});

test('a damaged stored list keeps every line it can read, says so, and keeps the damaged copy', async ({ page }) => {
  const damaged = JSON.stringify([
    { sku: 'business-cards-1', quantity: 100, note: 'Asha Prints' },
    { sku: '', quantity: 'two' },
    { sku: 'custom-mugs-1', quantity: 2, note: '' },
  ]);
  await seedLocalStorage(page, { 'storefront.orderList.v1': damaged });
  await page.goto('/order-list');
  await expect(page.getByText('Part of the order list saved on this device could not be read.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(
    page.getByRole('article', { name: 'Standard Business Cards' }).getByLabel('Personalisation (optional)'),
  ).toHaveValue('Asha Prints');
  expect(await page.evaluate(() => localStorage.getItem('storefront.orderList.v1.unreadable'))).toBe(damaged);
});

test('details with a 2,700-character address are still there on the next visit', async ({ page }) => {
  await page.goto('/product/custom-mugs/white-photo-mug');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCustomer(page, 'Asha');
  const line2 = page.getByRole('dialog').getByLabel('Address Line 2');
  // Every detail kept on the device says its limit and takes no more.
  await expect(line2).toHaveAttribute('maxlength', '2000');
  await expect(line2).toHaveAccessibleDescription('Up to 2,000 characters.');
  await line2.fill('Near the post office, '.repeat(123));
  await expect(page.getByRole('dialog').getByText('2,000 / 2,000')).toBeVisible();
  // Screen readers hear it (a polite live region), only this close to the limit.
  await expect(page.getByRole('dialog').getByRole('status').filter({ hasText: /./ })).toHaveText([
    'You have reached the limit of 2,000 characters.',
  ]);
  await placeOrder(page);

  await page.reload();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('First Name')).toHaveValue('Asha');
  await expect(dialog.getByLabel('Address Line 1')).toHaveValue('12 Station Road');
  expect((await dialog.getByLabel('Address Line 2').inputValue()).length).toBe(2000);
});

test('two tabs adding 8 products each at the same moment leave all 16 on the list', async ({ page, context }) => {
  const other = await context.newPage();
  await page.goto('/product/gifts');
  await other.goto('/product/stickers');
  // Both tabs must be running their code, or a tap on the prerendered page does nothing.
  await hydrated(page);
  await hydrated(other);
  // Both tabs tap their first 8 Add buttons in one go at one agreed instant, as two
  // shoppers' thumbs (or one shopper's two tabs) might.
  const at = Date.now() + 500;
  const tapEight = (tab: Page) =>
    tab.evaluate(async (instant) => {
      const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[aria-label^="Add to order list: "]')];
      await new Promise((resolve) => setTimeout(resolve, instant - Date.now()));
      for (const button of buttons.slice(0, 8)) button.click();
      return buttons.length;
    }, at);
  expect(await Promise.all([tapEight(page), tapEight(other)])).toEqual([11, 8]);
  const stored = (tab: Page) =>
    tab.evaluate(() => JSON.parse(localStorage.getItem('storefront.orderList.v1') ?? '[]').length as number);
  // Sixteen writes queued between two tabs: on a busy 2-core machine they took more than the
  // default 5 s (12 of 16 stored at 5 s, all 16 on the retry); the limit is only an upper bound.
  await expect.poll(() => stored(page), { timeout: 20_000 }).toBe(16);
  // Each tab's page follows the other's writes: the list shows all 16. After its load event the
  // page's code starts, hydrates and prices the lines from their product shards; with the two tabs
  // and another test's browser on 2 cores that took more than the default 5 s once in CI (all 16
  // shown in the failure's snapshot), so the limit is an upper bound here too.
  for (const tab of [page, other]) {
    await tab.goto('/order-list');
    await expect(tab.getByRole('article')).toHaveCount(16, { timeout: 15_000 });
  }
});
