import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support';

/**
 * The image pipeline: the 11 featured gifts have raster photos (1600 × 1200
 * JPEG uploads, `shops/gift-shop/images/photos`), which the build turns into
 * AVIF, WebP and JPEG at 400, 800 and 1200 px.
 */
const upload = readFileSync(new URL('../../../shops/gift-shop/images/photos/featured-3.jpg', import.meta.url));

/** The photo files the page downloaded (`/assets/featured-…`), with their type and size in bytes. */
function photoDownloads(page: Page): { url: string; type: string; bytes: Promise<number> }[] {
  const downloads: { url: string; type: string; bytes: Promise<number> }[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/featured-\d+-/.test(response.url())) return;
    downloads.push({
      url: response.url(),
      type: response.headers()['content-type'] ?? '',
      bytes: response.body().then((body) => body.length),
    });
  });
  return downloads;
}

test('a product photo arrives as AVIF at a width the screen needs, a small part of the upload', async ({ page }) => {
  const downloads = photoDownloads(page);
  await page.goto('/product/gifts/heart-shape-customized-lamp');
  const photo = page.getByRole('img', { name: 'Heart Shape Customized Lamp' }).first();
  await expect(photo).toHaveJSProperty('complete', true);
  const currentSrc = await photo.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(currentSrc).toMatch(/\/assets\/featured-3-[\w-]+\.avif$/);
  // The AVIF candidate the browser chose: wide enough to be sharp here (in device pixels).
  const srcset = await page.locator('main picture source[type="image/avif"]').first().getAttribute('srcset');
  const candidates = (srcset ?? '').split(', ').map((candidate) => candidate.split(' '));
  expect(candidates.map(([, width]) => width)).toEqual(['400w', '800w', '1200w']);
  const chosen = candidates.find(([url]) => currentSrc.endsWith(url!));
  const drawn = await photo.evaluate((image) => image.getBoundingClientRect().width * devicePixelRatio);
  expect(Number.parseInt(chosen![1]!)).toBeGreaterThanOrEqual(Math.min(drawn * 0.75, 1200));

  // This photo once, as AVIF (other gifts' cards further down have their own).
  const own = downloads.filter(({ url }) => url.includes('/assets/featured-3-'));
  expect(own.map(({ type }) => type)).toEqual(['image/avif']);
  const bytes = await own[0]!.bytes;
  expect(bytes).toBeLessThan(upload.length / 4);
});

test('the featured gifts list their photos as AVIF, one file per card, with width and height, as decoration', async ({
  page,
}) => {
  const downloads = photoDownloads(page);
  await page.goto('/product/gifts');
  const photos = page.locator('main picture img');
  await expect(photos).toHaveCount(11);
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty('complete', true);
    expect(await photo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);
    await expect(photo).toHaveAttribute('width', '1200');
    await expect(photo).toHaveAttribute('height', '900');
    // The card's title names the product: its picture is decoration, not said twice.
    await expect(photo).toHaveAttribute('alt', '');
  }
  const sources = page.locator('main picture').first().locator('source');
  await expect(sources).toHaveCount(3);
  expect(await sources.evaluateAll((all) => all.map((source) => source.getAttribute('type')))).toEqual([
    'image/avif',
    'image/webp',
    'image/jpeg',
  ]);
  // A card is at most 300 px wide: its versions stop at 800 px (listingPictureMaxWidth).
  expect(await sources.first().getAttribute('srcset')).toMatch(/^\S+ 400w, \S+ 800w$/);
  // No photo twice, nothing but AVIF in a browser that reads it.
  expect(new Set(downloads.map(({ url }) => /\/assets\/(featured-\d+)-/.exec(url)?.[1])).size).toBe(11);
  expect(downloads.every(({ type }) => type === 'image/avif')).toBe(true);
});
