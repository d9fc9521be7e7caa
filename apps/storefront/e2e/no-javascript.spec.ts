import { expect, test } from './support';

/**
 * Issue 13: without JavaScript a shopper still browses the prerendered pages, and where a
 * feature truly needs it, the page says so.
 */
test('without JavaScript the order list says what it is for and that it needs JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/order-list');
  await expect(page.getByRole('heading', { level: 1, name: 'Your order list' })).toBeVisible();
  await expect(
    page.getByText('Collect products here, then send them all to us in one WhatsApp message.'),
  ).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'JavaScript' })).toHaveText(
    /The order list needs JavaScript, which is turned off in this browser/,
  );
  await page.goto('/bn/order-list');
  await expect(page.getByRole('note').filter({ hasText: 'জাভাস্ক্রিপ্ট' })).toHaveText(
    /অর্ডার তালিকার জন্য জাভাস্ক্রিপ্ট লাগে/,
  );
  await context.close();
});
