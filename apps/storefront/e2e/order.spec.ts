import { expect, test, fillCustomer, placeOrder, stubWhatsApp } from './support';
import { MAX_URL_LENGTH } from '@storefront/order-link';

test.beforeEach(async ({ page }) => stubWhatsApp(page));

test('a shopper orders business cards from the home page through WhatsApp @desktop', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Product categories' })
    .getByRole('link', { name: 'Business Cards' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Business Cards Collection' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Business Cards products' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  for (const price of ['₹200', '₹400', '₹800']) await expect(grid.getByText(price, { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Buy Now: Standard Business Cards' }).click();
  await expect(page).toHaveURL(/\/order-product\?sku=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Standard Business Cards' })).toBeVisible();
  await expect(page.getByText('inclusive of all taxes (except delivery charges)')).toBeVisible();
  await expect(page.getByText('Buy in bulk and save')).toBeVisible();
  // Cards are not printed with the shopper's photos, so no note asks for them.
  await expect(page.getByText('share your images with us', { exact: false })).toHaveCount(0);

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order: Standard Business Cards' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Quantity')).toHaveValue('100');
  await fillCustomer(page);
  // Cards are sold per 100, so 100 cards cost ₹200 (not 100 × ₹200), 300 cost ₹600.
  const summary = dialog.getByRole('definition');
  await expect(summary.filter({ hasText: '₹200 per 100 cards' })).toBeVisible();
  await expect(summary.filter({ hasText: /^₹200$/ })).toBeVisible();
  await dialog.getByLabel('Quantity').fill('300');
  await expect(summary.filter({ hasText: /^₹600$/ })).toBeVisible();
  await dialog.getByLabel('Quantity').fill('150');
  await dialog.getByLabel('State').focus();
  await expect(dialog.getByLabel('Quantity')).toHaveAccessibleDescription(
    'Standard Business Cards come in packs of 100: order 100 or 200.',
  );
  await dialog.getByLabel('Quantity').fill('100');
  const reference =
    (await dialog
      .getByRole('term')
      .filter({ hasText: 'Order ref' })
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? '';
  expect(reference).toMatch(/^\d{6}-[0-9A-HJKMNP-TV-Z]{4}$/);

  const { url, text } = await placeOrder(page);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/910000000000');
  const origin = new URL(page.url()).origin;
  expect(text).toBe(
    [
      'Hello Print & Gift Studio! I would like to place an order.',
      `Order ref: ${reference}`,
      '',
      'Product: Standard Business Cards',
      // The product's own page, the address to share.
      `Link: ${origin}/product/business-cards/standard-business-cards`,
      'Quantity: 100 cards',
      'Price: ₹200 per 100 cards',
      'Total: ₹200',
      '',
      'My details',
      'First name: Asha',
      'Last name: Das',
      'Phone number: +91 98765 43210',
      'Address line 1: 12 Station Road',
      'Address line 2: Near Post Office',
      'PIN code: 732103',
      'Country: India',
      'State: West Bengal',
      '',
      'Please confirm my order and let me know the next steps.',
    ].join('\n'),
  );
  await expect(page.getByText(`WhatsApp is open with order ${reference}. Press send there to place it.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The link in the message opens the product for the shop, without any navigation state.
  const shopSide = await page.context().newPage();
  await shopSide.goto(/Link: (\S+)/.exec(text)?.[1] ?? '');
  await expect(shopSide.getByRole('heading', { level: 1, name: 'Standard Business Cards' })).toBeVisible();
});

test('a 2.5 × 3.5 ft banner for a Bengali name is priced exactly and its size reaches WhatsApp', async ({ page }) => {
  await page.goto('/product/banners');
  await page.getByLabel('Length (ft)').fill('2.5');
  await page.getByLabel('Width (ft)').fill('3.5');
  await expect(page.getByText('₹87.50', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order: Flex & Banner' });
  await expect(dialog.getByText('2.5 ft × 3.5 ft')).toBeVisible();
  await fillCustomer(page, 'অমিত');
  await dialog.getByLabel('Last Name').fill('দাস 🎉 & Sons #1');
  await dialog.getByLabel('Quantity').fill('3');
  await expect(dialog.getByRole('definition').filter({ hasText: '₹262.50' })).toBeVisible();
  const { text } = await placeOrder(page);
  expect(text).toContain(
    'Length: 2.5 ft\nWidth: 3.5 ft\nArea: 8.75 sq ft\nQuantity: 3\nPrice: ₹87.50 each (₹10 per sq ft)\nTotal: ₹262.50',
  );
  expect(text).toContain('First name: অমিত\nLast name: দাস 🎉 & Sons #1');
  expect(text).toMatch(/Link: http:\/\/localhost:\d+\/product\/banners\/flex-and-banner\n/);
});

test('a 3 × 4.5 ft banner costs ₹135.00 and its size reaches WhatsApp', async ({ page }) => {
  await page.goto('/product/banners');
  await expect(page.getByRole('heading', { level: 1, name: 'Flex & Banner' })).toBeVisible();
  await expect(page.getByText('Order from 1 unit.')).toBeVisible();
  await page.getByLabel('Length (ft)').fill('3');
  await page.getByLabel('Width (ft)').fill('4.5');
  await expect(page.getByText('₹135.00', { exact: true })).toBeVisible();
  await expect(page.getByText('inclusive of all taxes', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order: Flex & Banner' });
  await expect(dialog.getByLabel('Quantity')).toHaveValue('1');
  await expect(dialog.getByText('3 ft × 4.5 ft')).toBeVisible();
  await fillCustomer(page);
  await dialog.getByLabel('Quantity').fill('2');
  const { text } = await placeOrder(page);
  expect(text).toContain(
    'Length: 3 ft\nWidth: 4.5 ft\nArea: 13.5 sq ft\nQuantity: 2\nPrice: ₹135 each (₹10 per sq ft)\nTotal: ₹270',
  );
  expect(text).toContain('First name: Asha');
});

test('a zero, negative or empty banner size says what is wrong and never opens a ₹0 order', async ({ page }) => {
  await page.goto('/product/banners');
  await expect(page.getByText('Enter a size of at least 1 ft × 1 ft')).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByText('Length must be at least 1 ft.')).toBeVisible();
  await expect(page.getByText('Width must be at least 1 ft.')).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByLabel('Length (ft)').fill('');
  await expect(page.getByText('Enter the length in feet.')).toBeVisible();
  await expect(page.getByText('₹0.00')).toHaveCount(0);
});

test('a quantity below the minimum order is blocked with a message', async ({ page }) => {
  await page.goto('/product/business-cards');
  await page.getByRole('link', { name: 'Buy Now: Double-Sided Business Cards' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const quantity = page.getByRole('dialog').getByLabel('Quantity');
  await quantity.fill('50');
  let opened = false;
  page.on('popup', () => (opened = true));
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('The minimum order for this product is 100.')).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await expect(quantity).toBeFocused();
  expect(opened).toBe(false);
});

test('Escape and the backdrop close the order form and focus returns to Buy Now @desktop', async ({ page }) => {
  await page.goto('/product/custom-mugs');
  await page.getByRole('link', { name: 'Buy Now: White Photo Mug' }).click();
  const buy = page.getByRole('button', { name: 'Buy Now' });
  await buy.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First Name').fill('Asha');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(buy).toBeFocused();

  await buy.click();
  await expect(dialog.getByLabel('First Name')).toHaveValue('Asha');
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
});

test('focus stays inside the open order form @desktop', async ({ page }) => {
  await page.goto('/product/tiles');
  await page.getByRole('link', { name: 'Buy Now: 6x8 Photo Tile' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab');
    const inside = await dialog.evaluate(
      (element) => element.contains(document.activeElement) || document.activeElement === document.body,
    );
    expect(inside).toBe(true);
  }
});

test('a blocked popup keeps the form and offers the WhatsApp link', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/product/stickers');
  await page.getByRole('link', { name: 'Buy Now: Round Logo Stickers' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCustomer(page, 'অমিত');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Your browser blocked the WhatsApp window.', { exact: false }).first()).toBeVisible();
  const link = page.getByRole('dialog').getByRole('link', { name: /Open WhatsApp/ });
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  const href = (await link.getAttribute('href')) ?? '';
  const text = new URL(href).searchParams.get('text') ?? '';
  expect(text).toContain('First name: অমিত');
  expect(text).toContain('Quantity: 1\nPrice on request');
  await expect(page.getByRole('dialog').getByLabel('First Name')).toHaveValue('অমিত');

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('dialog').getByRole('button', { name: 'Copy message' }).click();
  await expect(page.getByText('Order message copied.', { exact: false })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
});

test('opening /order-product without a product explains and links back into the shop', async ({ page }) => {
  await page.goto('/order-product');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a product to order' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse the home page' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText('undefined');
});

test('the product survives a reload of /order-product', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Buy Now: Heart Shape Customized Lamp' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Heart Shape Customized Lamp' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Heart Shape Customized Lamp' })).toBeVisible();
  // The price on its basis, and the total of the minimum order.
  await expect(page.getByText('₹649 each')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '₹649' })).toBeVisible();
});

test("the shopper's details are remembered after a reload and forgotten on request", async ({ page }) => {
  await page.goto('/product/custom-mugs');
  await page.getByRole('link', { name: 'Buy Now: White Photo Mug' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await fillCustomer(page, 'অমিত');
  await page.getByRole('dialog').getByLabel('Quantity').fill('4');
  await placeOrder(page);

  // Next visit, another product: the details are there, the quantity is the new product's own.
  await page.goto('/product/tshirts');
  await page.reload();
  await page
    .getByRole('link', { name: /^Buy Now:/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('First Name')).toHaveValue('অমিত');
  await expect(dialog.getByLabel('Phone Number')).toHaveValue('9876543210');
  await expect(dialog.getByLabel('Quantity')).not.toHaveValue('4');
  await expect(dialog.getByText('Your details are saved on this device for your next order.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Forget my details' }).click();
  await expect(page.getByText('Your details were removed from this device.')).toBeVisible();
  await expect(dialog.getByLabel('First Name')).toHaveValue('');
  await expect(dialog.getByLabel('State')).toHaveValue('West Bengal');
  await expect(dialog.getByRole('button', { name: 'Forget my details' })).toHaveCount(0);

  await page.reload();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page.getByRole('dialog').getByLabel('First Name')).toHaveValue('');
});

test('what is typed survives closing the form and reloading the page', async ({ page }) => {
  await page.goto('/product/photo-frames');
  await page
    .getByRole('link', { name: /^Buy Now:/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First Name').fill('Rina');
  await dialog.getByLabel('Address Line 1').fill('4 Lake Road');
  await dialog.getByLabel('Quantity').fill('3');
  await page.keyboard.press('Escape');
  await page.reload();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(dialog.getByLabel('First Name')).toHaveValue('Rina');
  await expect(dialog.getByLabel('Address Line 1')).toHaveValue('4 Lake Road');
  await expect(dialog.getByLabel('Quantity')).toHaveValue('3');
});

test('the form helps with a mistyped mobile number and PIN code without blocking the order', async ({ page }) => {
  await page.goto('/product/custom-mugs');
  await page.getByRole('link', { name: 'Buy Now: White Photo Mug' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  const phone = dialog.getByLabel('Phone Number');
  await expect(phone).toHaveAccessibleDescription(/e\.g\. 98765 43210/);
  await phone.fill('12345');
  await dialog.getByLabel('Pincode').fill('7321');
  await dialog.getByLabel('State').focus();
  await expect(phone).toHaveAccessibleDescription(/10-digit mobile number starting with 6, 7, 8 or 9/);
  await expect(dialog.getByLabel('Pincode')).toHaveAccessibleDescription(/A PIN code has 6 digits/);
  await dialog.getByLabel('Pincode').fill('110001');
  await expect(dialog.getByText('This PIN code is outside West Bengal', { exact: false })).toBeVisible();
  await dialog.getByLabel('Pincode').fill('737101');
  await expect(dialog.getByText('This PIN code is outside West Bengal', { exact: false })).toBeVisible();
  await dialog.getByLabel('Pincode').fill('700001');
  await expect(dialog.getByText('This PIN code is outside West Bengal', { exact: false })).toHaveCount(0);

  const { text } = await placeOrder(page);
  expect(text).toContain('Phone number: 12345');
  expect(text).toContain('PIN code: 700001');
});

test('an address too long for one link is shortened with a note, and the link still works', async ({ page }) => {
  await page.goto('/product/custom-mugs');
  await page.getByRole('link', { name: 'Buy Now: White Photo Mug' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('dialog').getByLabel('Address Line 1').fill('বাড়ি নম্বর ১২, স্টেশন রোড, '.repeat(40));
  const { url, text } = await placeOrder(page);
  expect(url.href.length).toBeLessThan(MAX_URL_LENGTH);
  expect(text).toContain('were shortened');
  expect(text).toContain('Product: White Photo Mug');
  await expect(page.getByText('Some of your details were too long', { exact: false })).toBeVisible();
});

test('numbers typed on a Bengali keyboard work: quantity ১০০, mobile number and PIN code', async ({ page }) => {
  await page.goto('/product/business-cards/standard-business-cards');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await fillCustomer(page, 'অমিত');
  await dialog.getByLabel('Phone Number').fill('৯৮৭৬৫ ৪৩২১০');
  await dialog.getByLabel('Pincode').fill('৭৩২১০৩');
  await dialog.getByLabel('Quantity').fill('৩০০');
  await dialog.getByLabel('State').focus();
  await expect(dialog.getByLabel('Phone Number')).not.toHaveAccessibleDescription(/10-digit/);
  await expect(dialog.getByLabel('Pincode')).not.toHaveAccessibleDescription(/A PIN code has 6 digits/);
  await expect(dialog.getByRole('definition').filter({ hasText: /^₹600$/ })).toBeVisible();
  const { text } = await placeOrder(page);
  expect(text).toContain('Quantity: 300 cards');
  expect(text).toContain('Total: ₹600');
  expect(text).toContain('First name: অমিত');
  expect(text).toContain('Phone number: +91 98765 43210');
  expect(text).toContain('PIN code: 732103');
});
