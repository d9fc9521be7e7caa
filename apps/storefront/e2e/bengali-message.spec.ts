import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildWith, serveWithNode } from './deployments';
import { expect, placeOrder, stubWhatsApp, test, type Page } from './support';

/**
 * The WhatsApp message as a Bengali-reading shop owner gets it. The shop is built
 * once more with its messages in Bengali (VITE_SHOP_ORDER_MESSAGE_LOCALE=bn-IN, as a shop
 * whose staff read Bengali sets it), and a shopper on the Bengali pages sends one mixed
 * order: a pack product, a variant, a banner and a note. The message is asserted whole.
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 10;
let site: string;
let server: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${port}`, reducedMotion: 'reduce' });

test.beforeAll(async () => {
  // A build of its own (about 15 s here): two minutes leave room for a busy machine.
  test.setTimeout(120_000);
  site = buildWith({ VITE_SHOP_ORDER_MESSAGE_LOCALE: 'bn-IN' });
  server = await serveWithNode(site, port);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (site) rmSync(dirname(site), { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => stubWhatsApp(page));

/** The header's link to the order list, once it counts `items`. */
const badge = (page: Page, items: string) =>
  page.getByRole('banner').getByRole('link', { name: `অর্ডার তালিকা (${items})` });

test('a Bengali order of visiting cards, a T-shirt size, a banner and words to print reaches the shop in Bengali', async ({
  page,
}) => {
  await page.goto('/bn/product/business-cards');
  await page.getByRole('button', { name: 'অর্ডার তালিকায় যোগ করুন: স্ট্যান্ডার্ড ভিজিটিং কার্ড' }).click();
  await expect(badge(page, '1টি জিনিস')).toBeVisible();

  await page.goto('/bn/product/tshirts/round-neck-cotton-t-shirt');
  await page.getByRole('radio', { name: 'XL', exact: true }).check();
  await page.getByRole('button', { name: 'অর্ডার তালিকায় যোগ করুন', exact: true }).click();
  await expect(badge(page, '2টি জিনিস')).toBeVisible();

  await page.goto('/bn/product/banners/flex-and-banner');
  await page.getByLabel('দৈর্ঘ্য (ফুট)').fill('3');
  await page.getByLabel('প্রস্থ (ফুট)').fill('2');
  await page.getByRole('button', { name: 'অর্ডার তালিকায় যোগ করুন', exact: true }).click();
  await expect(badge(page, '3টি জিনিস')).toBeVisible();

  await page.goto('/bn/order-list');
  const note = page.getByRole('article', { name: 'স্ট্যান্ডার্ড ভিজিটিং কার্ড' }).getByLabel('ছাপার লেখা (ঐচ্ছিক)');
  await expect(note).toHaveAccessibleDescription(/যে নাম, তারিখ বা কথা ছাপা হবে/);
  await note.fill('দাস প্রিন্টার্স, মালদা');
  await page.getByRole('button', { name: 'হোয়াটসঅ্যাপে অর্ডার পাঠান' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('নাম', { exact: true }).fill('অমিত');
  await dialog.getByLabel('পদবি').fill('দাস');
  await dialog.getByLabel('ফোন নম্বর').fill('98765 43210');
  await dialog.getByLabel('ঠিকানার প্রথম লাইন').fill('12 স্টেশন রোড');
  await dialog.getByLabel('পিন কোড').fill('732103');
  // The form starts in the page's language: পশ্চিমবঙ্গ, ভারত, not West Bengal, India.
  await expect(dialog.getByLabel('রাজ্য')).toHaveValue('পশ্চিমবঙ্গ');
  await expect(dialog.getByLabel('দেশ')).toHaveValue('ভারত');
  const reference =
    (await dialog
      .getByRole('term')
      .filter({ hasText: 'অর্ডার নম্বর' })
      .locator('xpath=following-sibling::dd')
      .textContent()) ?? '';

  const { text } = await placeOrder(page, 'হোয়াটসঅ্যাপে অর্ডার পাঠান');
  const origin = new URL(page.url()).origin;
  expect(reference).toMatch(/^\d{6}-[0-9A-HJKMNP-TV-Z]{4}$/);
  expect(text.split('\n')).toEqual([
    'নমস্কার Print & Gift Studio! এই 3টি জিনিস অর্ডার করতে চাই।',
    `অর্ডার নম্বর: ${reference}`,
    '',
    '1. স্ট্যান্ডার্ড ভিজিটিং কার্ড',
    // A pack price: 100 cards are one pack of ₹200.
    '100টি কার্ড · প্রতি 100টি ₹200 · ₹200',
    // The site's word for the words to print, not 'নোট'.
    'ছাপার লেখা: দাস প্রিন্টার্স, মালদা',
    `লিঙ্ক: ${origin}/bn/product/business-cards/standard-business-cards`,
    '',
    '2. রাউন্ড নেক সুতির টি-শার্ট',
    'মাপ: XL',
    '1টি · প্রতিটি ₹199 · ₹199',
    `লিঙ্ক: ${origin}/bn/product/tshirts/round-neck-cotton-t-shirt?variant=tshirts-1-xl`,
    '',
    '3. ফ্লেক্স ও ব্যানার',
    'মাপ: 3 ফুট × 2 ফুট (6 বর্গফুট)',
    // Whole rupees without '.00'.
    '1টি · প্রতিটি ₹60 (প্রতি বর্গফুট ₹10) · ₹60',
    `লিঙ্ক: ${origin}/bn/product/banners/flex-and-banner`,
    '',
    'সর্বমোট: ₹459',
    '',
    'আমার তথ্য',
    'নাম: অমিত',
    'পদবি: দাস',
    'ফোন: +91 98765 43210',
    'ঠিকানা 1: 12 স্টেশন রোড',
    'পিন কোড: 732103',
    // রাজ্য before দেশ, as a Bengali address is written.
    'রাজ্য: পশ্চিমবঙ্গ',
    'দেশ: ভারত',
    '',
    'অর্ডারটা কনফার্ম করে পরের ধাপ জানাবেন। ধন্যবাদ!',
  ]);
});

test('an order from an English page reaches a Bengali-reading shop with the state and country in Bengali', async ({
  page,
}) => {
  await page.goto('/product/custom-mugs/white-photo-mug');
  // A photo gift asks for the shopper's photos (a visiting card does not).
  await expect(page.getByText('share your images with us', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order: White Photo Mug' });
  await dialog.getByLabel('First Name').fill('Asha');
  await expect(dialog.getByLabel('State')).toHaveValue('West Bengal');
  const { text } = await placeOrder(page);
  expect(text).toContain('\nপণ্য: সাদা ফটো মগ\n');
  expect(text).toContain('\nপরিমাণ: 1টি\nএকটির দাম: ₹200\nমোট: ₹200\n');
  expect(text).toContain('\nনাম: Asha\nরাজ্য: পশ্চিমবঙ্গ\nদেশ: ভারত\n');
});
