import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { shopData } from './plugin.js';

const fixture = join(import.meta.dirname, '..', 'src', 'data', '__fixtures__', 'tiny-shop');
const work = mkdtempSync(join(tmpdir(), 'shop-data-plugin-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Builds a one-module site that imports the shop data of `dir` into `work/<name>`. */
async function buildSite(name: string, dir: string) {
  const root = join(work, name);
  cpSync(join(import.meta.dirname, '__fixtures__', 'site'), root, { recursive: true });
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [shopData({ dir })],
    build: { outDir: join(root, 'dist'), assetsInlineLimit: 0, minify: false },
  });
  return join(root, 'dist');
}

describe('the shopData Vite plugin', () => {
  it('serves the checked data as virtual:shop-data, with pictures as fingerprinted assets', async () => {
    const dist = await buildSite('good', fixture);
    const assets = readdirSync(join(dist, 'assets'));
    const script = readFileSync(
      join(
        dist,
        'assets',
        assets.find((file) => file.endsWith('.js'))!,
      ),
      'utf8',
    );
    expect(script).toContain('White Photo Mug');
    expect(script).toMatch(/"?unitPaise"?: 125050/);
    expect(assets.some((file) => /^mug-[\w-]+\.svg$/.test(file))).toBe(true);
    expect(script).toMatch(/"\/assets\/mug-[\w-]+\.svg"/);
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
