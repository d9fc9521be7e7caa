import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { dataDir as giftShopDataDir } from '@shops/gift-shop/data';
import { shopData } from './plugin.js';

const fixture = join(import.meta.dirname, '..', 'src', 'data', '__fixtures__', 'tiny-shop');
const work = mkdtempSync(join(tmpdir(), 'shop-data-plugin-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Builds a one-module site that imports the shop data of `dir` into `work/<name>`; `main`
 * replaces its script (default: the fixture's, which shows `virtual:shop-data`).
 */
async function buildSite(name: string, dir: string, main?: string) {
  const root = join(work, name);
  cpSync(join(import.meta.dirname, '__fixtures__', 'site'), root, { recursive: true });
  if (main !== undefined) writeFileSync(join(root, 'main.js'), main);
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [shopData({ dir })],
    build: { outDir: join(root, 'dist'), assetsInlineLimit: 0, minify: false },
  });
  return join(root, 'dist');
}

/** The one JavaScript file of a built site: its `dist` folder and the files in `dist/assets`. */
function builtScript(dist: string, assets: string[]): string {
  return readFileSync(
    join(
      dist,
      'assets',
      assets.find((file) => file.endsWith('.js'))!,
    ),
    'utf8',
  );
}

describe('the shopData Vite plugin', () => {
  it('serves the checked data as virtual:shop-data, with pictures as fingerprinted assets', async () => {
    const dist = await buildSite('good', fixture);
    const assets = readdirSync(join(dist, 'assets'));
    const script = builtScript(dist, assets);
    expect(script).toContain('White Photo Mug');
    expect(script).toMatch(/"?unitPaise"?: 125050/);
    expect(assets.some((file) => /^mug-[\w-]+\.svg$/.test(file))).toBe(true);
    expect(script).toMatch(/"\/assets\/mug-[\w-]+\.svg"/);
  }, 60_000);

  it('makes AVIF, WebP and JPEG versions of a raster photo at 400, 800 and 1200 px, with a srcset per format', async () => {
    const photos = join(work, 'photo-data');
    cpSync(fixture, photos, { recursive: true });
    // One of the gift shop's own 1600 × 1200 product photos: what a shop uploads, and quick to encode
    // (random noise, the worst case for AVIF, took a minute of CI's CPU).
    cpSync(join(giftShopDataDir, 'images', 'photos', 'featured-1.jpg'), join(photos, 'images', 'photo.jpg'));
    expect(await sharp(join(photos, 'images', 'photo.jpg')).metadata()).toMatchObject({ width: 1600, height: 1200 });
    const products = join(photos, 'products.csv');
    writeFileSync(products, readFileSync(products, 'utf8').replace('200,,,images/mug.svg', '200,,,images/photo.jpg'));

    const dist = await buildSite('photo', photos);
    const assets = readdirSync(join(dist, 'assets'));
    for (const format of ['avif', 'webp', 'jpeg']) {
      expect(assets.filter((file) => file.startsWith('photo-') && file.endsWith(`.${format}`))).toHaveLength(3);
    }
    const script = builtScript(dist, assets);
    // The picture's sources: one srcset per format, every width, best format first.
    const avif = /avif:\s*"([^"]+)"/.exec(script)?.[1];
    expect(avif).toMatch(
      /^\/assets\/photo-[\w-]+\.avif 400w, \/assets\/photo-[\w-]+\.avif 800w, \/assets\/photo-[\w-]+\.avif 1200w$/,
    );
    expect(script.indexOf('avif:')).toBeLessThan(script.indexOf('webp:'));
    // Its src is the largest JPEG, and width × height are that file's (1200 × 900).
    const jpegs = assets.filter((file) => /^photo-.*\.jpeg$/.test(file));
    const largest = jpegs.find(
      (file) =>
        readFileSync(join(dist, 'assets', file)).length ===
        Math.max(...jpegs.map((f) => readFileSync(join(dist, 'assets', f)).length)),
    );
    expect(script).toContain(`"/assets/${largest}"`);
    expect(script).toMatch(/w: 1200,\s*h: 900/);
  }, 120_000);

  it("resolves the frame's profile against VITE_SHOP_* overrides at build time, in every language", async () => {
    const frameSite = [
      "import { frames } from 'virtual:shop-data/frame';",
      'document.body.textContent = JSON.stringify(Object.values(frames).map((frame) => frame.profile));',
    ].join('\n');
    process.env.VITE_SHOP_NAME = 'Malda Prints';
    process.env.VITE_SHOP_WHATSAPP = '+91 98765 43210';
    try {
      const dist = await buildSite('frame', fixture, frameSite);
      const script = builtScript(dist, readdirSync(join(dist, 'assets')));
      expect(script).toMatch(/"?displayName"?: "Malda Prints"/);
      expect(script).toMatch(/"?whatsAppNumber"?: "919876543210"/);
      expect(script).toMatch(/"?isPlaceholderContact"?: false/);
      // The page carries the resolved profile, not the code that resolves it.
      expect(script).not.toContain('VITE_SHOP_WHATSAPP');
      process.env.VITE_SHOP_SITE_URL = 'not an address';
      await expect(buildSite('frame-bad', fixture, frameSite)).rejects.toThrow('VITE_SHOP_SITE_URL');
    } finally {
      delete process.env.VITE_SHOP_NAME;
      delete process.env.VITE_SHOP_WHATSAPP;
      delete process.env.VITE_SHOP_SITE_URL;
    }
  }, 60_000);

  it('fails the build with the file, row and field of a bad row, so it never reaches the site', async () => {
    const broken = join(work, 'broken-data');
    cpSync(fixture, broken, { recursive: true });
    const products = join(broken, 'products.csv');
    writeFileSync(products, readFileSync(products, 'utf8').replace(',200,,,', ',2OO,,,'));
    await expect(buildSite('broken', broken)).rejects.toThrow(
      'products.csv row 2 (sku mug-white): price "2OO" is not a number of rupees',
    );
  }, 60_000);
});
