import { expect, test } from './support';

/**
 * Without JavaScript a shopper still browses the prerendered pages, and where a
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
  // The price on its basis, a pack of 100 cards for ₹200.
  expect(text).toContain('Price: ₹200 per 100 cards');
  expect(text).toMatch(/Link: https?:\/\/[^\s]+\/product\/business-cards\/standard-business-cards/);

  // In Bengali, the same, in Bengali words; the message is in the shop's message language and links to the Bengali page.
  await page.goto('/bn/product/business-cards/standard-business-cards');
  await expect(page.getByRole('note').filter({ hasText: 'জাভাস্ক্রিপ্ট' })).toBeVisible();
  const bengali = await page.getByRole('link', { name: /সরাসরি হোয়াটসঅ্যাপে অর্ডার করুন/ }).getAttribute('href');
  expect(new URL(bengali!).searchParams.get('text')).toMatch(/\/bn\/product\/business-cards\/standard-business-cards/);
  await context.close();
});

test('with JavaScript the plain order link stays hidden and Buy Now opens the form', async ({ page }) => {
  await page.goto('/product/business-cards/standard-business-cards');
  await expect(page.getByRole('link', { name: /Order on WhatsApp instead/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('without JavaScript no control is shown that cannot work, and a page that needs it says so', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [
    '/',
    '/bn',
    '/product/business-cards',
    '/product/business-cards/standard-business-cards',
    '/bn/product/custom-mugs/white-photo-mug',
    '/about-us',
    '/order-list',
    '/search?q=mug',
    '/order-product?sku=business-cards-1',
    '/no/such/page',
  ]) {
    await page.goto(path);
    // Buttons only script works (Add, Buy Now, Copy link, carousel arrows), the search form
    // the policy lets no browser send (form-action 'none'), placeholders nothing replaces.
    await expect(page.locator('button[type="button"]:visible'), path).toHaveCount(0);
    await expect(page.getByRole('search'), path).toHaveCount(0);
    await expect(page.locator('[aria-busy="true"]:visible'), path).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
  }

  await page.goto('/search?q=mug');
  await expect(page.getByRole('heading', { level: 1, name: 'Search needs JavaScript' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Signage' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Signage');

  // The page the host answers with the app shell (/order-product) says why it stays empty,
  // in both languages, with a way home in each (an unknown address gets the not-found page:
  // not-found.spec.ts).
  for (const path of ['/order-product', '/bn/order-product']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'This page needs JavaScript' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'এই পাতার জন্য জাভাস্ক্রিপ্ট লাগে' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'হোম পাতায় যান' })).toHaveAttribute('href', '/bn');
  }
  await context.close();
});
