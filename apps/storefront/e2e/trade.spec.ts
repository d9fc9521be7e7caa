import { expect, placeOrder, seedLocalStorage, stubWhatsApp, test, type Page } from './support';

/**
 * The shop sells print the way the trade does. Visiting cards come in packs of
 * 100 at ₹200 a pack, so 100 cards cost ₹200 everywhere a shopper or the shop sees them.
 */
test.beforeEach(async ({ page }) => stubWhatsApp(page));

// The toast's 'View order list' link bounces in, below an earlier toast that may be leaving,
// and closes after 5 s: on a busy machine Playwright waited out the whole toast for the link
// to hold still (CI, 2026-11-28, this file's English journey; order-list.spec.ts the same
// before). With reduced motion, a setting the shop honours, the toast appears in place and
// still stays its 5 s.
test.use({ reducedMotion: 'reduce' });

/** The words of one language, for the same journey in both. */
const languages = [
  {
    name: 'English',
    prefix: '',
    cardsPage: 'Explore Our Business Cards Collection',
    cardPrice: '₹200 / 100 cards',
    quantity: 'Quantity, Standard Business Cards',
    other: 'Other quantity, Standard Business Cards',
    choice: (n: string) => `${n} cards`,
    total: (n: string, price: string) => `Total for ${n} cards: ${price}`,
    notPack: 'Standard Business Cards come in packs of 100: order 100 or 200.',
    buy: 'Buy Now',
    add: 'Add to order list',
    viewList: /View order list/,
    listQuantity: 'Quantity, Standard Business Cards',
    listPrice: '₹200 per 100 cards',
    send: 'Send order on WhatsApp',
    saving: 'You save ₹350',
  },
  {
    name: 'Bengali',
    prefix: '/bn',
    cardsPage: 'আমাদের সব ভিজিটিং কার্ড',
    cardPrice: '₹200 / 100টি কার্ড',
    quantity: 'পরিমাণ, স্ট্যান্ডার্ড ভিজিটিং কার্ড',
    other: 'অন্য পরিমাণ, স্ট্যান্ডার্ড ভিজিটিং কার্ড',
    choice: (n: string) => `${n}টি কার্ড`,
    total: (n: string, price: string) => `${n}টি কার্ড: মোট ${price}`,
    notPack: 'স্ট্যান্ডার্ড ভিজিটিং কার্ড 100টির প্যাকে পাওয়া যায়: 100 বা 200টি অর্ডার করুন।',
    buy: 'এখনই কিনুন',
    add: 'অর্ডার তালিকায় যোগ করুন',
    viewList: /অর্ডার তালিকা দেখুন/,
    listQuantity: 'পরিমাণ, স্ট্যান্ডার্ড ভিজিটিং কার্ড',
    listPrice: 'প্রতি 100টি কার্ড ₹200',
    send: 'হোয়াটসঅ্যাপে অর্ডার পাঠান',
    saving: 'আপনার সাশ্রয় ₹350',
  },
] as const;

const cardsPath = '/product/business-cards/standard-business-cards';

/** The live line total under the quantity picker (a polite live region). */
const lineTotal = (page: Page) => page.getByRole('status').filter({ hasText: '₹' });

for (const words of languages) {
  test(`100 visiting cards cost ₹200 on the card, the page, the dialog, the list and the message; 300 cost ₹600; 150 is refused (${words.name}) @desktop`, async ({
    page,
  }) => {
    await page.goto(`${words.prefix}/product/business-cards`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) })
      .first();
    await expect(card).toContainText(words.cardPrice);

    await page.goto(`${words.prefix}${cardsPath}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('main')).toContainText(words.cardPrice);
    await expect(lineTotal(page)).toHaveText(words.total('100', '₹200'));
    const quantity = page.getByRole('group', { name: words.quantity });
    await quantity.getByRole('radio', { name: words.choice('200') }).check();
    await expect(lineTotal(page)).toHaveText(words.total('200', '₹400'));
    // Any whole number of packs can be typed: 300 cards are three packs.
    const other = page.getByLabel(words.other);
    await other.fill('300');
    await expect(lineTotal(page)).toHaveText(words.total('300', '₹600'));
    // 150 is not a whole number of packs: said at the field, with the nearest packs.
    await other.fill('150');
    await expect(other).toHaveAccessibleDescription(words.notPack);
    // Add to order list does not swap it for another quantity: it says why, beside the field.
    await page.getByRole('button', { name: words.add, exact: true }).click();
    await expect(page.getByText(words.notPack)).toHaveCount(2);
    await expect(quantity.getByRole('radio', { checked: true })).toHaveCount(0);
    await quantity.getByRole('radio', { name: words.choice('100') }).check();
    await expect(other).toHaveValue('100');
    await expect(lineTotal(page)).toHaveText(words.total('100', '₹200'));

    // The dialog opens at the quantity picked and prices it as the page did.
    await page.getByRole('button', { name: words.buy }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('spinbutton').or(dialog.getByLabel(/^(Quantity|পরিমাণ)$/))).toHaveValue('100');
    await expect(dialog.getByRole('definition').filter({ hasText: /^₹200$/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: words.add, exact: true }).click();
    await page.getByRole('link', { name: words.viewList }).click();
    const line = page.getByRole('article');
    await expect(line.getByLabel(words.listQuantity)).toHaveValue('100');
    await expect(line.getByRole('definition')).toHaveText([words.listPrice, '₹200']);

    await page.getByRole('button', { name: words.send }).click();
    const { text } = await placeOrder(page, words.name === 'English' ? 'Send order on WhatsApp' : words.send);
    // The shop's staff read English (profile.yaml orderMessageLocale).
    expect(text).toContain('1. Standard Business Cards\n100 cards · ₹200 per 100 · ₹200\n');
    expect(text).toContain('Grand total: ₹200\n');
  });
}

test('1,000 single-colour letterheads cost ₹1,650, on the page and in the message', async ({ page }) => {
  await page.goto('/product/letter-head/single-theme-letterhead');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.getByRole('main')).toContainText('₹1,650 / 1,000 letterheads');
  await expect(lineTotal(page)).toHaveText('Total for 1,000 letterheads: ₹1,650');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order: Single Theme Letterhead' });
  await expect(dialog.getByLabel('Quantity')).toHaveValue('1000');
  const { text } = await placeOrder(page);
  expect(text).toContain('Quantity: 1,000 letterheads\nPrice: ₹1,650 per 1,000 letterheads\nTotal: ₹1,650');
});

test('1,000 cards are past a price break: the lower price and the saving show on the page, the list, the dialog and the message', async ({
  page,
}) => {
  await page.goto(cardsPath);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const table = page.getByRole('table', { name: 'Bulk prices' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await page
    .getByRole('group', { name: 'Quantity, Standard Business Cards' })
    .getByRole('radio', { name: '1,000 cards' })
    .check();
  // The break in force is marked, for the eye and for screen readers.
  await expect(table.locator('[aria-current="true"]')).toContainText('₹165');
  await expect(lineTotal(page)).toContainText('Total for 1,000 cards: ₹1,650');
  await expect(lineTotal(page)).toContainText('You save ₹350');

  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('definition').filter({ hasText: '₹165 per 100 cards (bulk price)' })).toBeVisible();
  await expect(dialog.getByRole('definition').filter({ hasText: /^₹350$/ })).toBeVisible();
  const { text } = await placeOrder(page);
  expect(text).toContain(
    'Quantity: 1,000 cards\nPrice: ₹165 per 100 cards (bulk price)\nTotal: ₹1,650\nYou save: ₹350',
  );
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
  await page.goto('/order-list');
  const line = page.getByRole('article', { name: 'Standard Business Cards' });
  await expect(line.getByRole('definition')).toHaveText(['₹165 per 100 cards', '₹1,650', 'Bulk price: you save ₹350']);
});

test('a list stored before packs migrates: 100 cards stay 100 cards at ₹200, 150 become 200', async ({ page }) => {
  // Today's stored format (storefront.orderList.v1), as phones hold it.
  await seedLocalStorage(page, {
    'storefront.orderList.v1': JSON.stringify([
      { sku: 'business-cards-1', quantity: 100, note: 'Asha Prints' },
      { sku: 'business-cards-2', quantity: 150, note: '' },
    ]),
  });
  await page.goto('/order-list');
  const standard = page.getByRole('article', { name: 'Standard Business Cards' });
  await expect(standard.getByLabel('Quantity, Standard Business Cards')).toHaveValue('100');
  await expect(standard.getByRole('definition')).toHaveText(['₹200 per 100 cards', '₹200']);
  await expect(standard.getByLabel('Personalisation (optional)')).toHaveValue('Asha Prints');
  const double = page.getByRole('article', { name: 'Double-Sided Business Cards' });
  await expect(double.getByLabel('Quantity, Double-Sided Business Cards')).toHaveValue('200');
  await expect(double.getByRole('definition')).toHaveText(['₹400 per 100 cards', '₹800']);
  await expect(page.getByRole('region', { name: 'Grand total' })).toContainText('₹1,000');
});

test('the structured data of business cards states a price per 100 (referenceQuantity 100, C62), and link previews its price', async ({
  page,
}) => {
  await page.goto(cardsPath);
  await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute('content', '200.00');
  await expect(page.locator('meta[property="product:availability"]')).toHaveAttribute('content', 'in stock');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const product = blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === 'Product');
  expect(product.offers.price).toBe('200.00');
  expect(product.offers.eligibleQuantity).toMatchObject({ minValue: 100, unitCode: 'C62' });
  expect(product.offers.priceSpecification[0]).toMatchObject({
    '@type': 'UnitPriceSpecification',
    price: '200.00',
    referenceQuantity: { value: 100, unitCode: 'C62' },
  });
});

test('a banner in a preset size: one tap fills both sides, and 3 × 6 ft costs ₹180.00', async ({ page }) => {
  await page.goto('/product/banners');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const preset = page.getByRole('group', { name: 'Popular sizes' }).getByRole('button', { name: '3 × 6 ft' });
  await preset.click();
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Length (ft)')).toHaveValue('3');
  await expect(page.getByLabel('Width (ft)')).toHaveValue('6');
  await expect(page.getByText('₹180.00', { exact: true })).toBeVisible();
  // Free length and width still work beside the presets.
  await page.getByLabel('Width (ft)').fill('6.5');
  await expect(preset).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText('₹195.00', { exact: true })).toBeVisible();
});
