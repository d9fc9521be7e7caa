import type { Locator } from '@playwright/test';
import { focusProblem } from './pageChecks';
import { expect, stubWhatsApp, test, type Page } from './support';

/**
 * A shopper with a keyboard alone gets through both ways of ordering. Every key
 * press goes through the keyboard (Tab, Shift+Tab, arrows, Enter, typing); nothing is
 * clicked or focused by the test. At every stop of the Tab order the focused element
 * shows a visible focus indicator and is on screen; after each client-side navigation
 * focus starts at the new page's heading.
 */

test.beforeEach(async ({ page }) => stubWhatsApp(page));

/**
 * Presses Tab until `target` has focus, checking visible focus at every stop on the way.
 * @throws when the target is not reached within `limit` presses
 */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    expect(await focusProblem(page)).toBeNull();
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/**
 * Whether `target` has focus. An element replaced while it is looked at (the search
 * field becomes the combobox when its code arrives, focus kept) is looked up again.
 */
async function hasFocus(target: Locator): Promise<boolean> {
  for (;;) {
    const state = await target.evaluate((element) =>
      !element.isConnected ? 'replaced' : element === document.activeElement ? 'focused' : 'not focused',
    );
    if (state !== 'replaced') return state === 'focused';
  }
}

/** Tabs to a field of the open form and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field, 20);
  await page.keyboard.type(text);
}

/** Fills the order form's customer fields from its first field onwards, by keyboard. */
async function typeCustomer(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await typeInto(page, dialog.getByLabel('First Name'), 'Asha');
  await typeInto(page, dialog.getByLabel('Last Name'), 'Das');
  await typeInto(page, dialog.getByLabel('Phone Number'), '9876543210');
  await typeInto(page, dialog.getByLabel('Address Line 1'), '12 Station Road');
  await typeInto(page, dialog.getByLabel('Pincode'), '732103');
}

/** Presses Enter on the focused send button and returns the WhatsApp message it opened. */
async function sendByEnter(page: Page): Promise<string> {
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('Enter');
  const opened = await popup;
  await opened.waitForLoadState();
  const text = new URL(opened.url()).searchParams.get('text') ?? '';
  await opened.close();
  return text;
}

test('by keyboard alone: home → search → product → add to the order list → the list → send @desktop', async ({
  page,
}) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search products' });
  await tabTo(page, search);
  await page.keyboard.type('white photo mug');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(search).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  // Each new page starts at its heading (AppShell's pageKey), as after a page load.
  await expect(page.getByRole('heading', { level: 1, name: 'White Photo Mug' })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Add to order list', exact: true }));
  await page.keyboard.press('Enter');
  const listLink = page.getByRole('link', { name: 'Order list (1 item)', exact: true });
  await expect(listLink).toBeVisible();
  // Back up the page to the header's order list link.
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusProblem(page)).toBeNull();
    if (await hasFocus(listLink)) break;
  }
  await expect(listLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '1 item on your list' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Send order on WhatsApp' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await typeCustomer(page);
  await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Send order on WhatsApp' }), 30);
  const text = await sendByEnter(page);
  expect(text).toContain('White Photo Mug');
  expect(text).toContain('First name: Asha');
});

test('by keyboard alone: home → category → Buy Now → Place Order @desktop', async ({ page }) => {
  await page.goto('/');
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Business Cards' }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Business Cards Collection' })).toBeFocused();

  await tabTo(page, page.getByRole('link', { name: 'Buy Now: Standard Business Cards' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-product\?sku=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Standard Business Cards' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Buy Now' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Order: Standard Business Cards' });
  await expect(dialog).toBeVisible();
  expect(await focusProblem(page)).toBeNull();
  await typeCustomer(page);
  await tabTo(page, dialog.getByRole('button', { name: 'Place Order' }), 30);
  const text = await sendByEnter(page);
  expect(text).toContain('Product: Standard Business Cards');
  expect(text).toContain('Quantity: 100');
});
