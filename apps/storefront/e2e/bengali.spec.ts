import { expect, placeOrder, stubWhatsApp, test } from './support';

/** The shop in Bengali: addresses, the language switch, search and an order. */

test.beforeEach(async ({ page }) => stubWhatsApp(page));

test('the language switch opens the same category page in Bengali with its sort, and back', async ({ page }) => {
  await page.goto('/product/custom-mugs?sort=price-desc');
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  const toBengali = page.getByRole('link', { name: 'বাংলা' });
  await expect(toBengali).toHaveAttribute('href', '/bn/product/custom-mugs?sort=price-desc');
  await toBengali.click();
  await page.waitForURL('**/bn/product/custom-mugs?sort=price-desc');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'আমাদের সব কাস্টম মগ' })).toBeVisible();
  await expect(page.getByLabel('সাজানোর ক্রম')).toHaveValue('price-desc');
  // Most expensive first, in Bengali, with the same prices.
  const grid = page.getByRole('list', { name: 'কাস্টম মগ: পণ্য' });
  await expect(grid.getByRole('heading', { level: 2 }).first()).toHaveText('ম্যাজিক রং-বদলানো মগ');
  await expect(grid.getByText('₹300', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('storefront.language.v1'))).toBe('"bn-IN"');

  await page.getByRole('link', { name: 'English' }).click();
  await page.waitForURL('**/product/custom-mugs?sort=price-desc');
  expect(new URL(page.url()).pathname).toBe('/product/custom-mugs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Custom Mugs Collection' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('storefront.language.v1'))).toBe('"en-IN"');
});

test('a Bengali address survives a reload, and its links stay in Bengali', async ({ page }) => {
  await page.goto('/bn/product/business-cards/standard-business-cards');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn-IN');
  await expect(page).toHaveTitle(/স্ট্যান্ডার্ড ভিজিটিং কার্ড/);
  await expect(page.getByRole('heading', { level: 1, name: 'স্ট্যান্ডার্ড ভিজিটিং কার্ড' })).toBeVisible();
  await expect(page.getByText('সব কর সহ (ডেলিভারি চার্জ বাদে)')).toBeVisible();
  await expect(page.getByText('যত বেশি, তত সস্তা')).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'আপনি যেখানে আছেন' });
  await expect(breadcrumbs.getByRole('link', { name: 'ভিজিটিং কার্ড' })).toHaveAttribute(
    'href',
    '/bn/product/business-cards',
  );
  await breadcrumbs.getByRole('link', { name: 'হোম' }).click();
  await expect(page).toHaveURL(/\/bn$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ছাপিয়ে নিন, উপহার দিন, খুশি ছড়িয়ে দিন।' })).toBeVisible();
});

test('search works in Bengali, in Bengali script and in romanised Bengali', async ({ page }) => {
  await page.goto('/bn');
  const field = page.getByRole('combobox', { name: 'পণ্য খুঁজুন' });
  await field.fill('বিয়ের কার্ড');
  await expect(page.getByRole('option', { name: /বিয়ের কার্ড/ })).toBeVisible();
  // Enter (the phone keyboard's Search key) searches even while suggestions are open.
  await field.press('Enter');
  await expect(page).toHaveURL(/\/bn\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1, name: 'খোঁজের ফল: “বিয়ের কার্ড”' })).toBeVisible();
  const results = page.getByRole('list', { name: 'খোঁজের ফল' });
  await expect(results.getByRole('heading', { name: 'বিয়ের কার্ড', exact: true })).toBeVisible();
  await expect(results.getByRole('link', { name: 'বিয়ের কার্ড', exact: true }).first()).toHaveAttribute(
    'href',
    /^\/bn\/product\/invitation-card\//,
  );

  await page.goto('/bn/search?q=biyer%20card');
  await expect(page.getByRole('list', { name: 'খোঁজের ফল' }).getByRole('heading', { name: 'বিয়ের কার্ড' })).toBeVisible();
  await page.goto('/bn/search?q=মগ');
  await expect(page.getByText(/^\d+টি পণ্য পাওয়া গেছে$/)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'খোঁজের ফল' }).getByRole('heading', { name: 'সাদা ফটো মগ' }),
  ).toBeVisible();
});

test('an order from the Bengali shop, with a Bengali name and ১০০ typed as the quantity', async ({ page }) => {
  await page.goto('/bn/product/business-cards/standard-business-cards');
  await page.getByRole('button', { name: 'এখনই কিনুন' }).click();
  const dialog = page.getByRole('dialog', { name: 'অর্ডার: স্ট্যান্ডার্ড ভিজিটিং কার্ড' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('নাম', { exact: true }).fill('অমিত');
  await dialog.getByLabel('পদবি').fill('দাস');
  await dialog.getByLabel('ফোন নম্বর').fill('৯৮৭৬৫ ৪৩২১০');
  await dialog.getByLabel('ঠিকানার প্রথম লাইন').fill('১২ স্টেশন রোড');
  await dialog.getByLabel('পিন কোড').fill('৭৩২১০৩');
  // Below the minimum in Bengali digits: the same error as '50'.
  await dialog.getByLabel('পরিমাণ').fill('৫০');
  await dialog.getByRole('button', { name: 'অর্ডার দিন' }).click();
  await expect(dialog.getByLabel('পরিমাণ')).toHaveAccessibleDescription('এই পণ্যের ন্যূনতম অর্ডার 100টি।');
  // Not whole packs of 100: said in Bengali, with the nearest packs.
  await dialog.getByLabel('পরিমাণ').fill('১৫০');
  await expect(dialog.getByLabel('পরিমাণ')).toHaveAccessibleDescription(
    'স্ট্যান্ডার্ড ভিজিটিং কার্ড 100টির প্যাকে পাওয়া যায়: 100 বা 200টি অর্ডার করুন।',
  );
  await dialog.getByLabel('পরিমাণ').fill('১০০');
  await expect(dialog.getByRole('definition').filter({ hasText: 'প্রতি 100টি কার্ড ₹200' })).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: /^₹200$/ })).toBeVisible();

  const { text } = await placeOrder(page, 'অর্ডার দিন');
  const origin = new URL(page.url()).origin;
  // The shop's staff read English (profile.yaml orderMessageLocale); the shopper's words go out as typed.
  expect(text).toContain('Product: Standard Business Cards');
  expect(text).toContain(`Link: ${origin}/bn/product/business-cards/standard-business-cards`);
  expect(text).toContain('Quantity: 100 cards\nPrice: ₹200 per 100 cards\nTotal: ₹200');
  expect(text).toContain('First name: অমিত\nLast name: দাস\nPhone number: +91 98765 43210');
  expect(text).toContain('Address line 1: ১২ স্টেশন রোড');
  expect(text).toContain('PIN code: 732103');
  await expect(page.getByText(/^হোয়াটসঅ্যাপে অর্ডার .+ খোলা আছে।/)).toBeVisible();
});

test('a browser that prefers Bengali is offered the Bengali page once, never redirected', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'bn-IN' });
  const page = await context.newPage();
  await page.goto('/about-us');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const offer = page.getByRole('note').filter({ hasText: 'এই পাতাটি বাংলাতেও আছে।' });
  await expect(offer).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/about-us');
  await expect(offer.getByRole('link', { name: 'বাংলায় পড়ুন' })).toHaveAttribute('href', '/bn/about-us');
  // Once only: the next English page does not ask again.
  await page.goto('/');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('এই পাতাটি বাংলাতেও আছে।')).toHaveCount(0);
  await context.close();
});

test('the banner calculator and the price filter take Bengali digits, with prices in the same Latin digits', async ({
  page,
}) => {
  await page.goto('/bn/product/banners');
  await page.getByLabel('দৈর্ঘ্য (ফুট)').fill('৩');
  await page.getByLabel('প্রস্থ (ফুট)').fill('২.৫');
  await expect(page.getByText('₹75.00', { exact: true })).toBeVisible();
  await expect(page.getByText('প্রতি বর্গফুট ₹10.00')).toBeVisible();
  await page.getByLabel('প্রস্থ (ফুট)').fill('০');
  await expect(page.getByText('প্রস্থ কমপক্ষে 1 ফুট হতে হবে।')).toBeVisible();

  await page.goto('/bn/product/custom-mugs');
  await page.getByLabel('সর্বোচ্চ দাম (₹)').fill('২৩০');
  await expect(page).toHaveURL(/max=230/);
  const grid = page.getByRole('list', { name: 'কাস্টম মগ: পণ্য' });
  await expect(grid.getByRole('heading', { name: 'সাদা ফটো মগ' })).toBeVisible();
  await expect(grid.getByRole('heading', { name: 'ম্যাজিক রং-বদলানো মগ' })).toHaveCount(0);
});
