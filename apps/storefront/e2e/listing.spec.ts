import { expect, test, type Page } from './support';

/** The titles of the cards in the grid, in order (each an h2 under the page's h1). */
async function shownTitles(page: Page, list: string): Promise<string[]> {
  return page.getByRole('list', { name: list }).getByRole('heading', { level: 2 }).allTextContents();
}

test('sorting by price reorders the grid, keeps the choice in the address and survives a reload', async ({ page }) => {
  await page.goto('/product/tiles');
  await expect(page.getByRole('status').filter({ hasText: 'Showing 5 of 5 products' })).toBeVisible();
  expect(await shownTitles(page, 'Photo Tiles products')).toEqual([
    '6x8 Photo Tile',
    '8x10 Photo Tile',
    '8x12 Photo Tile',
    '8x8 Stone Photo Tile',
    '6x8 Stone Photo Tile',
  ]);

  await page.getByLabel('Sort by').selectOption('Price of the smallest order: high to low');
  await expect(page).toHaveURL(/\/product\/tiles\?sort=price-desc$/);
  const highToLow = [
    '8x8 Stone Photo Tile',
    '8x12 Photo Tile',
    '6x8 Stone Photo Tile',
    '8x10 Photo Tile',
    '6x8 Photo Tile',
  ];
  await expect.poll(() => shownTitles(page, 'Photo Tiles products')).toEqual(highToLow);

  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
  await expect.poll(() => shownTitles(page, 'Photo Tiles products')).toEqual(highToLow);
});

test('"Orderable now" hides the pens that are not available, and Clear filters brings them back', async ({ page }) => {
  await page.goto('/product/pen');
  const grid = page.getByRole('list', { name: 'Pens products' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Orderable now').check();
  await expect(page).toHaveURL(/\?orderable=1$/);
  await expect(page.getByText('No products match these filters. Clear them to see all.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing 0 of 3 products' })).toBeVisible();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/product\/pen$/);
  await expect(grid.getByRole('listitem')).toHaveCount(3);
});

test('a price range narrows the list, and products priced on request are said to sort last', async ({ page }) => {
  await page.goto('/product/tshirts?max=250&sort=price-asc');
  await expect.poll(() => shownTitles(page, 'T-shirts products')).toHaveLength(3);
  await expect(page.getByLabel('Max price (₹)')).toHaveValue('250');
  // Clear filters clears the price range too.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/product\/tshirts$/);
  await expect(page.getByLabel('Max price (₹)')).toHaveValue('');
  await expect.poll(() => shownTitles(page, 'T-shirts products')).not.toHaveLength(3);
  // A product with options is priced from its cheapest variant: the Photo Frame from ₹130.
  await page.goto('/product/photo-frames?max=300&sort=price-asc');
  await expect.poll(() => shownTitles(page, 'Photo Frames products')).toEqual(['Photo Frame']);

  await page.goto('/product/stickers?sort=price-asc');
  await expect(page.getByText('Products priced on request or by size come after priced ones.')).toBeVisible();
});

test('a malformed query falls back to the default list without an error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/product/tiles?sort=banana&max=-5&min=%E0%A4');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Photo Tiles Collection' })).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('featured');
  await expect(page.getByLabel('Max price (₹)')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Photo Tiles products' }).getByRole('listitem')).toHaveCount(5);
  expect(errors).toEqual([]);
});

test('sorting keeps the scroll position and moves nothing above the grid @desktop', async ({ page }) => {
  await page.goto('/product/photo-frames');
  const sort = page.getByLabel('Sort by');
  await sort.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 120));
  const before = await page.evaluate(() => window.scrollY);
  const box = await sort.boundingBox();
  await sort.selectOption('Name: A–Z');
  await expect(page).toHaveURL(/sort=name/);
  await expect
    .poll(() => shownTitles(page, 'Photo Frames products').then((titles) => titles[0]))
    .toBe('5x7 Folding Photo Frame');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(await sort.boundingBox()).toEqual(box);
});
