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

test('without JavaScript a shopper browses to a product and orders it through a plain WhatsApp link', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('link', { name: 'Business Cards' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Business Cards');
  await page.getByRole('link', { name: 'Standard Business Cards', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Standard Business Cards' })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Buy Now needs JavaScript' })).toBeVisible();
  const href = await page.getByRole('link', { name: /Order on WhatsApp instead/ }).getAttribute('href');
  const link = new URL(href!);
  expect(link.origin).toBe('https://wa.me');
  const text = link.searchParams.get('text')!;
  expect(text).toContain('Product: Standard Business Cards');
  expect(text).toContain('Unit price: ₹200.00');
  expect(text).toMatch(/Link: https?:\/\/[^\s]+\/product\/business-cards\/standard-business-cards/);

  // In Bengali, the same, in Bengali words; the message is in the shop's message language and links to the Bengali page.
  await page.goto('/bn/product/business-cards/standard-business-cards');
  await expect(page.getByRole('note').filter({ hasText: 'জাভাস্ক্রিপ্ট' })).toBeVisible();
  const bengali = await page.getByRole('link', { name: /বদলে হোয়াটসঅ্যাপে অর্ডার করুন/ }).getAttribute('href');
  expect(new URL(bengali!).searchParams.get('text')).toMatch(/\/bn\/product\/business-cards\/standard-business-cards/);
  await context.close();
});

test('with JavaScript the plain order link stays hidden and Buy Now opens the form', async ({ page }) => {
  await page.goto('/product/business-cards/standard-business-cards');
  await expect(page.getByRole('link', { name: /Order on WhatsApp instead/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
