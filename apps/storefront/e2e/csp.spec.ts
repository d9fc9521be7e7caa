import { expect, fillCustomer, placeOrder, stubWhatsApp, test, type Page } from './support';

/**
 * Issue 13: every page carries a strict Content-Security-Policy (scripts/csp.mjs) and
 * fully works under it. The browser enforces the page's `<meta>` policy; a violation
 * anywhere (a blocked script, style attribute, font, picture or request) fails the test.
 * `page.goto` waits for hydration, so each visit also proves the page's code ran.
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

test('every kind of page works under its policy, in both languages @phone', async ({ page }) => {
  const violations = await collectViolations(page);
  for (const path of [
    '/',
    '/about-us',
    '/product/custom-mugs',
    '/product/banners',
    '/product/gifts/heart-shape-customized-lamp',
    '/search?q=mug',
    '/order-list',
    '/order-product?sku=mugs-1',
    '/no-such-page',
  ]) {
    for (const localised of [path, path === '/' ? '/bn' : `/bn${path}`]) {
      // The policy as served (the app may redraw <head> on the client; the browser keeps enforcing it).
      const served = await (await page.goto(localised))!.text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(served)?.[1];
      expect(policy, localised).toMatch(
        /^default-src 'self'; script-src 'self'( 'sha256-[\w+/=]+')+; style-src 'self';/,
      );
      expect(policy, localised).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
    }
  }
  expect(violations).toEqual([]);
});

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
