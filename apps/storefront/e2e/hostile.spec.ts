import { expect, fillCustomer, placeOrder, stubWhatsApp, test, type Page } from './support';

/**
 * Hostile and broken input breaks nothing. Addresses and queries that are very
 * long, malformed or percent-broken; HTML and script typed into the search box and the
 * order forms (shown and sent as text, never run); and a clipboard that refuses. Storage
 * garbage and storage that throws: order-list.spec.ts and order.spec.ts; a blocked
 * popup: order.spec.ts and order-list.spec.ts; offline: offline.spec.ts; every parser
 * under random strings: the fast-check property tests.
 */

test.beforeEach(async ({ page }) => stubWhatsApp(page));

/** Uncaught errors on the page, collected from now on. */
function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Markup that runs script if it is ever put into the page as HTML. */
const attack = `<img src=x onerror="window.__attacked=1"><script>window.__attacked=1</script>"'><b>bold</b>`;

/** Whether any of `attack` ran or became markup on the page. */
async function attacked(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as unknown as { __attacked?: number }).__attacked !== undefined ||
      document.querySelector('img[src="x"], b') !== null ||
      [...document.scripts].some((script) => script.textContent?.includes('__attacked')),
  );
}

test('very long, malformed and percent-broken addresses and queries show a page, never a blank one', async ({
  page,
  baseURL,
}) => {
  const errors = uncaughtErrors(page);
  for (const path of [
    `/product/${'x'.repeat(4000)}`,
    '/product/custom-mugs/%E0%A4',
    '/%E0%A4%A',
    '/product/%ZZ%',
    '/product/custom-mugs?sort=%E0%A4&min=-1e999&max=%ZZ&available=maybe',
    `/product/custom-mugs?sort=${'price-asc'.repeat(500)}`,
    '/search?q=%E0%A4%A',
    `/search?q=${encodeURIComponent('mug '.repeat(800))}`,
    `/order-product?sku=%00%FF${'x'.repeat(2000)}`,
    '/bn/%2F%2Fevil.example/x',
    '/bn//evil.example/',
    '/bn/product/custom-mugs?sort=%E0%A4',
  ]) {
    const response = await page.goto(path);
    expect([200, 404], path).toContain(response?.status());
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(page.getByRole('main'), path).not.toContainText(/undefined|NaN|\[object/);
    // The language switch stays on the shop, whatever the address.
    const switchTo = new URL(
      (await page.getByRole('link', { name: /^(বাংলা|English)$/ }).getAttribute('href')) ?? '',
      baseURL,
    );
    expect(switchTo.origin, path).toBe(new URL(baseURL!).origin);
  }
  // A broken sort or price filter falls back to the whole list.
  await page.goto('/product/custom-mugs?sort=%E0%A4&min=-1e999&max=%ZZ');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
  expect(errors).toEqual([]);
});

test('an address with a trailing slash is the page without it, and Back to it shows that page again', async ({
  page,
}) => {
  const errors = uncaughtErrors(page);
  for (const [path, heading, link] of [
    ['/bn/', 'ছাপিয়ে নিন, উপহার দিন, খুশি ছড়িয়ে দিন।', 'মগ'],
    ['/about-us/?from=share#top', 'About Print & Gift Studio', 'Business Cards'],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveURL(path.replace(/\/(?=[?#]|$)/, ''));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.getByRole('link', { name: link }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
  expect(errors).toEqual([]);
});

test('HTML and script typed into the search box are searched for as text and never run', async ({ page }) => {
  const errors = uncaughtErrors(page);
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill(attack);
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('<img src=x onerror=');
  expect(await attacked(page)).toBe(false);

  for (const path of [`/search?q=${encodeURIComponent(attack)}`, `/bn/search?q=${encodeURIComponent(attack)}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('<script>');
    expect(await attacked(page), path).toBe(false);
  }
  expect(errors).toEqual([]);
});

test('HTML and script in the order form and a personalisation note reach WhatsApp as the text typed', async ({
  page,
}) => {
  const errors = uncaughtErrors(page);
  await page.goto('/product/custom-mugs/white-photo-mug');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCustomer(page, attack);
  await page.getByRole('dialog').getByLabel('Address Line 2').fill(attack);
  const { text } = await placeOrder(page);
  expect(text).toContain(`First name: ${attack}`);
  expect(text).toContain(`Address line 2: ${attack}`);
  expect(await attacked(page)).toBe(false);

  await page.goto('/product/custom-mugs/white-photo-mug');
  await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
  await page.goto('/order-list');
  await page.getByLabel('Personalisation (optional)').fill(attack);
  await page.reload();
  await expect(page.getByLabel('Personalisation (optional)')).toHaveValue(attack);
  await page.getByRole('button', { name: 'Send order on WhatsApp' }).click();
  const sent = await placeOrder(page, 'Send order on WhatsApp');
  expect(sent.text).toContain(attack);
  expect(await attacked(page)).toBe(false);
  expect(errors).toEqual([]);
});

test('a clipboard that refuses: Copy link and Copy message say so, and nothing is lost', async ({ page }) => {
  await page.addInitScript(() => {
    // The browser or the shopper denied the clipboard; no share sheet either (a desktop browser).
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined });
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
    });
    window.open = () => null;
  });
  const errors = uncaughtErrors(page);
  await page.goto('/product/stickers');
  await page.getByRole('link', { name: 'Buy Now: Round Logo Stickers' }).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(
    page.getByText('Copying did not work in this browser. Copy the address from the address bar.'),
  ).toBeVisible();

  // With the popup blocked too, the order still goes out through the plain link.
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCustomer(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Copy message' }).click();
  await expect(page.getByText('Copying did not work in this browser. Use “Open WhatsApp” instead.')).toBeVisible();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Open WhatsApp/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\d+\?text=/,
  );
  await expect(page.getByRole('dialog').getByLabel('First Name')).toHaveValue('Asha');
  expect(errors).toEqual([]);
});
