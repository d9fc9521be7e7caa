import { expect, fillCustomer, placeOrder, stubWhatsApp, test, type Page } from './support';

/**
 * Every page carries a strict Content-Security-Policy (scripts/csp.mjs) and
 * fully works under it. The browser enforces the page's `<meta>` policy; a violation
 * anywhere (a blocked script, style attribute, font, picture or request) fails the test.
 * walk.spec.ts loads every page under its policy; this opens what only a shopper's
 * actions show: the order dialog, the search suggestions and the order list's form.
 */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
      void report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.beforeEach(async ({ page }) => stubWhatsApp(page));

test('the order dialog, the search suggestions and the order list work under the policy', async ({ page }) => {
  const violations = await collectViolations(page);
  await page.goto('/product/business-cards/standard-business-cards');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCustomer(page);
  const { text } = await placeOrder(page);
  expect(text).toContain('Standard Business Cards');

  await page.goto('/');
  const search = page.getByRole('combobox', { name: /search/i }).first();
  await search.click();
  await search.fill('mug');
  await expect(page.getByRole('listbox')).toBeVisible();

  await page.goto('/product/custom-mugs/white-photo-mug');
  await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
  await page.goto('/order-list');
  await expect(page.getByRole('heading', { name: '1 item on your list' })).toBeVisible();
  await page.getByRole('button', { name: 'Send order on WhatsApp' }).click();
  await fillCustomer(page);
  await placeOrder(page, 'Send order on WhatsApp');
  expect(violations).toEqual([]);
});

test('a search sent before the page has started opens its results, though the policy lets no form be sent', async ({
  context,
}) => {
  // A page whose goto does not wait for hydration (see support.ts).
  const page = await context.newPage();
  const violations = await collectViolations(page);
  // The app's code is held back, as on a slow connection, until the search has been sent.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/');
  const field = page.getByRole('combobox', { name: /search/i });
  await field.fill('photo mug');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=photo\+mug$/);
  expect(await page.locator('html[data-hydrated]').count()).toBe(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “photo mug”' })).toBeVisible();
  expect(violations).toEqual([]);
});
