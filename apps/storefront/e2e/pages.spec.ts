import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support';

/** Every category route of spec §2 and the heading a shopper should see there. */
const categoryPages: ReadonlyArray<[path: string, heading: string, products: number]> = [
  ['/product/business-cards', 'Explore Our Business Cards Collection', 3],
  ['/product/Calendar', 'Explore Our Calendars & Diaries Collection', 3],
  ['/product/calendar', 'Explore Our Calendars & Diaries Collection', 3],
  ['/product/corporate-gifts', 'Explore Our Corporate Gifts Collection', 6],
  ['/product/custom-mugs', 'Explore Our Custom Mugs Collection', 4],
  ['/product/photo-frames', 'Explore Our Photo Frames Collection', 4],
  ['/product/standees', 'Explore Our Standees & Signage Collection', 2],
  ['/product/stickers', 'Explore Our Stickers Collection', 8],
  ['/product/trophy', 'Explore Our Trophies & Mementos Collection', 4],
  ['/product/pen', 'Explore Our Pens Collection', 3],
  ['/product/keychains', 'Explore Our Key Rings Collection', 4],
  ['/product/tiles', 'Explore Our Photo Tiles Collection', 5],
  ['/product/tshirts', 'Explore Our T-shirts Collection', 9],
  ['/product/letter-head', 'Explore Our Letterheads Collection', 2],
  ['/product/invitation-card', 'Explore Our Invitation Cards Collection', 5],
  ['/product/id-cards', 'Explore Our ID Cards Collection', 4],
  // The featured gifts' own collection, linked from their product pages only.
  ['/product/gifts', 'Explore Our Personalised Gifts Collection', 11],
];

/**
 * Loads every picture on the page, lazy ones included (some sit off-screen sideways
 * in the carousel), and lists any that fail to decode.
 */
async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = Array.from(document.images);
    const results = await Promise.all(
      images.map(async (image) => {
        image.loading = 'eager';
        try {
          await image.decode();
          return image.naturalWidth > 0 ? null : image.currentSrc || image.src;
        } catch {
          return image.currentSrc || image.src;
        }
      }),
    );
    return results.filter((src): src is string => src !== null);
  });
}

for (const [path, heading, products] of categoryPages) {
  test(`${path} lists its ${products} products with real pictures`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main article')).toHaveCount(products);
    await expect(page.locator('main')).not.toContainText(/undefined|NaN/);
    expect(await brokenImages(page)).toEqual([]);
  });
}

test('the home page shows every section of the spec, in order, with real pictures', async ({ page }) => {
  await page.goto('/');
  const headings = await page.locator('main h1, main h2').allTextContents();
  expect(headings).toEqual([
    'Print it. Gift it. Love it.',
    'Shop By Needs',
    'Customized Categories',
    'From The Blogs',
    'Order from a single piece',
    'About Print & Gift Studio',
    'More Products',
  ]);
  await expect(page.getByRole('region', { name: 'Popular categories' }).getByRole('link')).toHaveCount(7);
  await expect(page.getByRole('list', { name: 'Shop by needs' }).getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'All categories' }).getByRole('link')).toHaveCount(16);
  await expect(page.getByRole('list', { name: 'Articles' }).getByRole('link')).toHaveCount(2);
  await expect(page.getByRole('list', { name: 'More products' }).getByRole('article')).toHaveCount(11);
  await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', 'mailto:orders@example.com');
  expect(await brokenImages(page)).toEqual([]);
});

test('every page has the header, six navigation links and the footer of the spec', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Product categories' });
  await expect(nav.getByRole('link')).toHaveText([
    'Calendar & Diaries',
    'Business Cards',
    'Corporate Gifts',
    'Signage',
    'T-shirts',
    'Invitation Cards',
  ]);
  await expect(nav.getByRole('link', { name: 'Calendar & Diaries' })).toHaveAttribute('href', '/product/Calendar');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })).toHaveAttribute(
    'href',
    '/about-us',
  );
  await expect(page.getByRole('contentinfo')).toContainText('© 2024');
  for (const link of await page
    .getByRole('contentinfo')
    .getByRole('link', { name: /opens in a new tab/ })
    .all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('note').filter({ hasText: 'placeholder WhatsApp number' })).toBeVisible();

  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About Print & Gift Studio' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'We Can’t Wait to Hear From You!' })).toBeVisible();
  await expect(page.getByText('+91 00000 00000', { exact: false })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Go Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Print & Gift Studio' }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('pages are prerendered: the HTML holds the catalogue before JavaScript runs', async ({ request }) => {
  const cards = await (await request.get('/product/business-cards')).text();
  expect(cards).toContain('Explore Our Business Cards Collection');
  expect(cards).toContain('Standard Business Cards');
  expect(cards).toContain('₹200');
  const home = await (await request.get('/')).text();
  expect(home).toContain('More Products');
  expect(home).toContain('Big Ganesha Statue');
  const banners = await (await request.get('/product/banners')).text();
  expect(banners).toContain('Length (ft)');
});

test('pens are listed as Not Available For Now with no Buy Now', async ({ page }) => {
  await page.goto('/product/pen');
  await expect(page.getByText('Not Available For Now')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Buy Now/ })).toHaveCount(0);
});

test('the banner gallery wraps from the first picture to the last', async ({ page }) => {
  await page.goto('/product/banners');
  const gallery = page.getByRole('region', { name: 'Product images' });
  await expect(gallery.getByText('Image 1 of 4')).toBeVisible();
  await gallery.getByRole('button', { name: 'Previous image' }).click();
  await expect(gallery.getByText('Image 4 of 4')).toBeVisible();
  await gallery.getByRole('button', { name: 'Next image' }).click();
  await expect(gallery.getByText('Image 1 of 4')).toBeVisible();
});

test('the category carousel scrolls with its buttons @desktop', async ({ page }) => {
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Popular categories' });
  const track = carousel.getByRole('list');
  await expect(carousel.getByRole('button', { name: 'Scroll categories left' })).toBeHidden();
  await carousel.getByRole('button', { name: 'Scroll categories right' }).click();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect(carousel.getByRole('button', { name: 'Scroll categories left' })).toBeVisible();
});

test('the page is zoomed to 80% only on screens wider than 768px @desktop', async ({ page }) => {
  await page.goto('/');
  const zoom = await page.evaluate(() => getComputedStyle(document.documentElement).zoom);
  expect(zoom).toBe(page.viewportSize()!.width > 768 ? '0.8' : '1');
});

test('the open order form has no axe violations', async ({ page }) => {
  await page.goto('/product/letter-head');
  await page.getByRole('link', { name: 'Buy Now: Multicolor Letterhead' }).click();
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await page.getByRole('dialog').getByLabel('Quantity').fill('5');
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('The minimum order for this product is 100.')).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the order list with lines, a quantity error, a photo note and the sent question has no axe violations', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', 'yes');
    localStorage.setItem(
      'storefront.orderList.v1',
      JSON.stringify([
        { sku: 'business-cards-1', quantity: 100, note: '' },
        { sku: 'banners-1', quantity: 2, size: { lengthFeet: 2.5, widthFeet: 3.5 }, note: '' },
        { sku: 'custom-mugs-1', quantity: 1, note: 'অমিত' },
        { sku: 'stickers-1', quantity: 1, note: '' },
      ]),
    );
    localStorage.setItem('storefront.orderListSent.v1', JSON.stringify({ reference: '261122-7K3Q', lines: [] }));
  });
  await page.goto('/order-list');
  await page.getByLabel('Quantity, Standard Business Cards').fill('5');
  await expect(page.getByText('The minimum order for this product is 100.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Did your order go through on WhatsApp?' })).toBeVisible();
  // Headings in order: h1, then h2 sections, then each line's h3.
  const levels = await page
    .getByRole('main')
    .locator('h1, h2, h3, h4')
    .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
  expect(levels[0]).toBe(1);
  levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('category pages open at the top, except letter heads, which keep the scroll position @desktop', async ({
  page,
}) => {
  // A short window, so even the two-product letter-head page can be scrolled.
  await page.setViewportSize({ width: page.viewportSize()!.width, height: 400 });
  await page.goto('/');
  const tiles = page.getByRole('list', { name: 'All categories' });
  await tiles.getByRole('link', { name: 'Business Cards' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Business Cards Collection' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await tiles.getByRole('link', { name: 'Letterheads' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await tiles.getByRole('link', { name: 'Letterheads' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Letterheads Collection' })).toBeAttached();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});
