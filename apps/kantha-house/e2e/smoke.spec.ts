import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the second shop renders its own theme, catalogue and profile from the shared packages', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Kantha from Bolpur, stitched by hand' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bolpur Kantha House', exact: true })).toBeVisible();

  // Its own theme: indigo brand on the Buy Now buttons and its own self-hosted fonts.
  const buy = page.getByRole('link', { name: 'Buy Now: Kantha Silk Stole' });
  await expect(buy).toHaveCSS('background-color', 'rgb(46, 58, 135)');
  await expect(page.locator('body')).toHaveCSS('font-family', /Anek Bangla Variable/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Noto Serif Bengali Variable/);
  // The face loads when the browser first needs it: ask for it, rather than racing that load.
  const faces = await page.evaluate(async () => (await document.fonts.load('16px "Anek Bangla Variable"')).length);
  expect(faces).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.fonts.check('16px "Anek Bangla Variable"'))).toBe(true);

  // Its own catalogue, priced by order-link.
  const kantha = page.getByRole('list', { name: 'Kantha Stitch' });
  await expect(kantha.getByRole('listitem')).toHaveCount(3);
  await expect(kantha.getByText('₹1,450', { exact: true })).toBeVisible();
  await expect(kantha.getByText('Price on request', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Shantiniketan Leather' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Buy Now: Leather Coin Purse' })).toHaveCount(0);

  // Buy Now carries a WhatsApp message addressed to this shop, at the minimum quantity.
  const href = await page.getByRole('link', { name: 'Buy Now: Kantha Cushion Cover' }).getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.origin + url.pathname).toBe('https://wa.me/910000000000');
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain('Hello Bolpur Kantha House!');
  expect(text).toContain('Product: Kantha Cushion Cover');
  expect(text).toContain('Quantity: 2');
  expect(text).toContain('Total: ₹650');

  // Header links jump to the category sections on the page.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shantiniketan Leather' }).click();
  await expect(page).toHaveURL(/#leather$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Shantiniketan Leather' })).toBeInViewport();

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  expect(errors).toEqual([]);
});
