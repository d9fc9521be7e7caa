/**
 * The benchmark catalogue generator (`pnpm catalog:synth`, scripts/catalog-synth/): the
 * folder it writes is a shop this loader reads without a problem, in the real shop's shares
 * and both its languages, and the same seed writes the same bytes.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  defaultOutDir,
  giftShopDir,
  printCategorySlugs,
  productColumns as synthProductColumns,
  repositoryDir,
  synthShop,
  targetShares,
  type SynthOptions,
} from '../../../../scripts/catalog-synth/synth.mjs';
import { productColumns as loaderProductColumns } from './tables';
import { languageOf, shopLocales } from '../locale';
import type { Product } from '../model';
import { variantsOf } from '../variants';
import { loadShopData } from './load';

const folders: string[] = [];
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A synthetic shop in a new temporary folder, with two tiny pictures to keep the test quick. */
async function synth(options: Omit<SynthOptions, 'out'>): Promise<string> {
  const out = mkdtempSync(join(tmpdir(), 'catalog-synth-'));
  folders.push(out);
  return (await synthShop({ pictures: 2, pictureSize: 32, ...options, out })).dir;
}

/** The share of `products` for which `test` holds, per kind of sale the generator aims at. */
function sharesOf(products: readonly Product[]): Record<keyof typeof targetShares, number> {
  const share = (test: (product: Product) => boolean) => products.filter(test).length / products.length;
  return {
    pack: share((p) => p.price.kind === 'per-pack'),
    area: share((p) => p.price.kind === 'per-area'),
    options: share((p) => (p.options?.length ?? 0) > 0),
    onRequest: share((p) => p.price.kind === 'on-request'),
    unavailable: share((p) => p.price.kind === 'unavailable'),
    breaks: share(
      (p) => (p.price.kind === 'fixed' || p.price.kind === 'per-pack') && (p.price.breaks?.length ?? 0) > 0,
    ),
  };
}

const bengali = /[\u0980-\u09ff]/;

describe('the synthetic benchmark catalogue (pnpm catalog:synth)', () => {
  it('writes a shop folder that loads without a problem, every category stocked, in both languages and the real shop’s shares', async () => {
    const dir = await synth({ n: 300, seed: 'test' });
    const { catalogue } = loadShopData(dir);
    const { products, categories } = catalogue;
    expect(products).toHaveLength(300);

    for (const category of categories) {
      expect(
        products.some((p) => p.categorySlug === category.slug),
        `category ${category.slug} has products`,
      ).toBe(true);
    }
    // A quarter print (5,000 of 20,000), the rest gifts.
    expect(products.filter((p) => printCategorySlugs.includes(p.categorySlug ?? '')).length).toBe(75);

    for (const product of products) {
      const bn = product.translations?.['bn-IN'];
      expect(product.title, product.sku).toMatch(/^[\x20-\x7e–]+$/);
      expect(product.subtitle).not.toBe('');
      expect(bn?.title, product.sku).toMatch(bengali);
      expect(bn?.subtitle, product.sku).toMatch(bengali);
      expect(product.images.length).toBeGreaterThanOrEqual(1);
      expect(product.images.length).toBeLessThanOrEqual(2);
      expect(product.images.every((image) => image.alt.startsWith(product.title))).toBe(true);
      expect(bn?.imageAlts.every((alt) => alt.startsWith(bn.title))).toBe(true);
      expect(bn?.details).toHaveLength(product.details.length);
      for (const line of bn?.details ?? []) expect(line).toMatch(bengali);
    }

    const shares = sharesOf(products);
    for (const [kind, target] of Object.entries(targetShares)) {
      expect(
        Math.abs(shares[kind as keyof typeof targetShares] - target),
        `${kind}: ${shares[kind as keyof typeof targetShares]} for ${target}`,
      ).toBeLessThanOrEqual(0.02);
    }

    const skus = products.flatMap((p) => [p.sku, ...variantsOf(p).map((v) => v.sku)]);
    expect(new Set(skus).size).toBe(skus.length);
    const slugs = products.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(products.some((p) => variantsOf(p).some((v) => v.formerSlug))).toBe(true);
  });

  it('aims at the shares of the real gift shop’s catalogue', () => {
    const real = sharesOf(loadShopData(giftShopDir).catalogue.products);
    for (const [kind, target] of Object.entries(targetShares)) {
      expect(Math.abs(real[kind as keyof typeof targetShares] - target), kind).toBeLessThanOrEqual(0.03);
    }
  });

  it('writes the same files for the same seed, and others for another seed', async () => {
    const [first, again, other] = await Promise.all([
      synth({ n: 300, seed: 7 }),
      synth({ n: 300, seed: 7 }),
      synth({ n: 300, seed: 8 }),
    ]);
    for (const file of ['products.csv', 'variants.csv', 'content.yaml', 'package.json', 'images/synth/photo-01.jpg']) {
      expect(readFileSync(join(again, file)).equals(readFileSync(join(first, file))), file).toBe(true);
    }
    expect(readFileSync(join(other, 'products.csv'), 'utf8')).not.toBe(
      readFileSync(join(first, 'products.csv'), 'utf8'),
    );
  });

  it('replaces its own earlier folder but never another folder, and by default writes where git ignores it', async () => {
    const dir = await synth({ n: 17, seed: 1 });
    await expect(synthShop({ n: 20, out: dir, pictures: 1, pictureSize: 16 })).resolves.toMatchObject({ dir });
    expect(loadShopData(dir).catalogue.products).toHaveLength(20);

    const someone = join(mkdtempSync(join(tmpdir(), 'catalog-synth-')), 'shop');
    folders.push(join(someone, '..'));
    mkdirSync(someone);
    writeFileSync(join(someone, 'notes.txt'), 'mine');
    await expect(synthShop({ n: 20, out: someone })).rejects.toThrow(/not written by catalog:synth/);
    await expect(synthShop({ n: 20, out: giftShopDir })).rejects.toThrow(/gift shop/);

    // Inside the repository (the app builds shop folders there only), outside shops/.
    expect(relative(repositoryDir, defaultOutDir(20000, 1)).split(/[\\/]/)).toEqual([
      'node_modules',
      '.cache',
      'catalog-synth',
      '20000-1',
    ]);
  });
});

describe('the generator’s products.csv columns', () => {
  it('are the loader’s, then a translation column per other platform language, so the copy cannot drift', () => {
    const translated = ['title', 'subtitle', 'image_alts', 'details', 'unit', 'options'];
    const others = shopLocales
      .slice(1)
      .flatMap((locale) => translated.map((column) => `${column}_${languageOf(locale)}`));
    expect(synthProductColumns).toEqual([...loaderProductColumns, ...others]);
  });
});
