import AxeBuilder from '@axe-core/playwright';
import { clickAfterIntentPrefetch, expect, test } from './support';

const mugPath = '/product/custom-mugs/heart-shaped-handle-mug';

test('a product page holds its title, price and details in the HTML, before JavaScript runs', async ({ request }) => {
  const response = await request.get(mugPath);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<h1');
  expect(html).toContain('Heart-Shaped Handle Mug');
  expect(html).toContain('₹250');
  expect(html).toContain('inclusive of all taxes (except delivery charges)');
  // Absolute on the shop's public address (profile siteUrl / VITE_SHOP_SITE_URL).
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^/"]+${mugPath}"`));
  // A featured gift has a page of its own too, in its own collection.
  const statue = await (await request.get('/product/gifts/big-ganesha-statue')).text();
  expect(statue).toContain('Big Ganesha Statue');
  expect(statue).toContain('₹449');
});

test('a product opens directly, survives a reload and back/forward, and has breadcrumbs', async ({ page }) => {
  await page.goto(mugPath);
  const heading = page.getByRole('heading', { level: 1, name: 'Heart-Shaped Handle Mug' });
  await expect(heading).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('listitem')).toHaveText(['Home', 'Custom Mugs', 'Heart-Shaped Handle Mug']);
  await page.reload();
  await expect(heading).toBeVisible();

  await trail.getByRole('link', { name: 'Custom Mugs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Custom Mugs Collection' })).toBeVisible();
  await page.goBack();
  await expect(heading).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/\/product\/custom-mugs$/);
});

test('card titles and pictures lead to the product page; Buy Now still opens the order page', async ({ page }) => {
  await page.goto('/product/business-cards');
  const grid = page.getByRole('list', { name: 'Business Cards products' });
  await grid.getByRole('link', { name: 'Double-Sided Business Cards', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/business-cards\/double-sided-business-cards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Double-Sided Business Cards' })).toBeVisible();

  await page.goBack();
  await grid.getByRole('link', { name: 'Buy Now: Double-Sided Business Cards' }).click();
  await expect(page).toHaveURL(/\/order-product\?sku=business-cards-2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Double-Sided Business Cards' })).toBeVisible();
});

test('a first visit’s click uses the page data its link prefetched on intent, without asking the host again', async ({
  page,
}) => {
  expect((await clickAfterIntentPrefetch(page)).transferSize).toBe(0);
});

test('Buy Now on a product page opens the order form for that product', async ({ page }) => {
  await page.goto(mugPath);
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('dialog', { name: 'Order: Heart-Shaped Handle Mug' })).toBeVisible();
});

test('Copy link puts the page address on the clipboard and says so', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(mugPath);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied. Paste it in a chat to share this product.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${mugPath}`);
});

test('where the device can share, Share opens its share sheet with the page', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, { shareCalls: calls });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: unknown) => void calls.push(data),
    });
  });
  await page.goto(mugPath);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls))
    .toEqual([{ url: `${baseURL}${mugPath}`, title: 'Heart-Shaped Handle Mug' }]);
});

test('Ask about this on WhatsApp opens a chat with a short question and the product link', async ({
  page,
  baseURL,
}) => {
  await page.goto(mugPath);
  const ask = page.getByRole('link', { name: /Ask about this on WhatsApp/ });
  await expect(ask).toHaveAttribute('target', '_blank');
  const question = `Hello Print & Gift Studio! I have a question about “Heart-Shaped Handle Mug”: ${baseURL}${mugPath}`;
  await expect(ask).toHaveAttribute('href', `https://wa.me/910000000000?text=${encodeURIComponent(question)}`);
});

test('More from this category shows up to four other products of the category', async ({ page }) => {
  await page.goto('/product/tshirts/round-neck-cotton-t-shirt');
  const more = page.getByRole('list', { name: 'More from T-shirts' });
  await expect(more.getByRole('listitem')).toHaveCount(4);
  await expect(more.getByRole('link', { name: 'Round Neck Cotton T-shirt', exact: true })).toHaveCount(0);
});

test('an unknown product slug explains itself and offers a search and its category', async ({ page }) => {
  expect((await page.goto('/product/custom-mugs/heart-mugg'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that product' })).toBeVisible();
  await page.getByRole('link', { name: 'Search for “heart mugg”' }).click();
  await expect(page).toHaveURL(/\/search\?q=heart\+mugg$/);
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: 'Heart-Shaped Handle Mug' }),
  ).toBeVisible();

  await page.goto('/product/custom-mugs/no-such-mug');
  await page.getByRole('link', { name: 'See all Custom Mugs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Custom Mugs Collection' })).toBeVisible();

  await page.goto('/product/no-such-category/no-such-mug');
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that product' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('a product page has no axe violations', async ({ page }) => {
  await page.goto(mugPath);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
});
