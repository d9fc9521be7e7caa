import AxeBuilder from '@axe-core/playwright';
import { localePathPrefix, productPath, type Product } from '@storefront/catalog';
import { loadShopData, type ShopData } from '@storefront/catalog/data';
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultShop, shopFolder, shopNames } from '../shopFolder';
import { buildWith, serveWithNode } from './deployments';
import { expectRedirectRules, redirectRules } from './hostHeaders';
import { expect, fillCustomer, placeOrder, stubWhatsApp, test } from './support';

/**
 * The app builds any shop folder. The gift shop (the default) has the whole
 * suite; every other folder of `shops/`, and a shop just made by `pnpm create-shop`, gets
 * this smoke suite on its own build: its home page in both languages, a category, a
 * product, and an order sent on WhatsApp to its own number. Each test reads what to expect
 * from the shop's own data files, so it needs no edit for a new shop.
 */
const basePort = Number(process.env.E2E_PORT ?? 4317) + 11;

/**
 * A shop made by the scaffolder as a developer runs it (`pnpm create-shop <name>`), in a
 * folder where the app's build finds its packages, and filled in as its README says.
 */
function scaffoldedShop(englishOnly = false): string {
  const parent = join('node_modules', '.cache', 'created-shops');
  mkdirSync(parent, { recursive: true });
  const shops = resolve(mkdtempSync(join(parent, 'shops-')));
  execFileSync('pnpm', ['--dir', '../..', 'create-shop', 'smoke-test-prints', '--dir', shops], { stdio: 'ignore' });
  const dir = join(shops, 'smoke-test-prints');
  // The one edit a new shop needs: its name and WhatsApp number in place of the TODO lines.
  const profile = join(dir, 'profile.yaml');
  const filled = readFileSync(profile, 'utf8')
    .replace(/^displayName: .*$/m, 'displayName: Smoke Test Prints')
    .replace(/^whatsAppNumber: .*$/m, "whatsAppNumber: '919812345678'");
  // A shop in one language (the routes, pages and host files follow its locales).
  writeFileSync(profile, englishOnly ? filled.replace(/^locales: .*$/m, 'locales: [en-IN]') : filled);
  return dir;
}

/** The first product a shopper can add to the order list at a fixed price, without picking a variant. */
function orderable(shop: ShopData): Product & { path: string } {
  const product = shop.catalogue.products.find(
    (candidate) =>
      (candidate.price.kind === 'fixed' || candidate.price.kind === 'per-pack') &&
      !candidate.variants?.length &&
      productPath(candidate),
  );
  if (!product) throw new Error(`${shop.dir}: no product with a fixed price to order`);
  return { ...product, path: productPath(product)! };
}

const shops = [
  ...shopNames()
    .filter((name) => name !== defaultShop)
    .map((name) => ({ name, dir: () => shopFolder({ SHOP: name }), made: false })),
  { name: 'made by pnpm create-shop', dir: () => scaffoldedShop(), made: true },
  { name: 'made by pnpm create-shop, in English only', dir: () => scaffoldedShop(true), made: true },
];

shops.forEach(({ name, dir: folderOf, made }, index) => {
  test.describe(`shop folder: ${name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const port = basePort + index;
    test.use({ baseURL: `http://localhost:${port}`, reducedMotion: 'reduce' });
    let folder: string;
    let shop: ShopData;
    let site: string | undefined;
    let server: ChildProcess | undefined;

    test.beforeAll(async () => {
      // A build of its own (about 15 s here): three minutes leave room for a busy machine.
      test.setTimeout(180_000);
      folder = folderOf();
      shop = loadShopData(folder);
      site = buildWith({ SHOP_DIR: folder });
      server = await serveWithNode(site, port);
    });

    test.afterAll(() => {
      server?.kill('SIGTERM');
      if (site) rmSync(resolve(site, '..'), { recursive: true, force: true });
      if (made && folder) rmSync(resolve(folder, '..'), { recursive: true, force: true });
    });

    test('its home page shows its name, its categories and no accessibility problem, in each of its languages', async ({
      page,
    }) => {
      const { profile, catalogue } = shop;
      const locales = profile.locales ?? ['en-IN'];
      for (const lang of locales) {
        await page.goto(localePathPrefix(lang, locales) || '/');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('banner').getByText(profile.displayName).first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        expect(axe.violations.map((violation) => violation.id)).toEqual([]);
      }
      await page.goto('/');
      const first = catalogue.categories[0]!;
      await expect(page.getByRole('link', { name: first.name }).first()).toBeVisible();
      // A language switch to each other language, and no page in a language the shop does not list.
      const switches = page.getByRole('banner').locator('a[hreflang]');
      await expect(switches).toHaveCount(locales.length - 1);
      if (!locales.includes('bn-IN')) expect((await page.request.get('/bn'))?.status()).toBe(404);
    });

    test('its host rules name its own languages and no other', async ({ request }) => {
      const locales = shop.profile.locales ?? ['en-IN'];
      const folders = new Set(redirectRules(site!).map(({ from }) => from.split('/')[1]));
      const others = locales.map((lang) => localePathPrefix(lang, locales).slice(1)).filter(Boolean);
      expect([...folders].sort()).toEqual(['order-product', ...others].sort());
      await expectRedirectRules(request, site!);
    });

    test('a category page lists its products', async ({ page }) => {
      const category = shop.catalogue.categories.find((candidate) =>
        shop.catalogue.products.some((product) => product.categorySlug === candidate.slug),
      )!;
      await page.goto(`/product/${category.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(category.name);
      const product = shop.catalogue.products.find((candidate) => candidate.categorySlug === category.slug)!;
      await expect(page.getByText(product.title, { exact: true }).first()).toBeVisible();
    });

    test('a product goes on the order list and reaches the shop’s own WhatsApp number', async ({ page }) => {
      await stubWhatsApp(page);
      const product = orderable(shop);
      await page.goto(product.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
      await page.getByRole('button', { name: 'Add to order list', exact: true }).click();
      await page.goto('/order-list');
      await expect(page.getByRole('article', { name: product.title })).toBeVisible();
      await page.getByRole('button', { name: 'Send order on WhatsApp' }).click();
      await fillCustomer(page);
      const { url, text } = await placeOrder(page, 'Send order on WhatsApp');
      expect(url.pathname).toBe(`/${shop.profile.whatsAppNumber}`);
      // In the language the shop's staff read (profile orderMessageLocale), product name included.
      const locale = shop.profile.orderMessageLocale ?? 'en-IN';
      expect(text).toContain(shop.profile.displayName);
      expect(text).toContain(product.translations?.[locale]?.title ?? product.title);
      // Its own closing line, when it writes one.
      const closing = shop.profile.orderMessageClosing?.[locale];
      if (closing) expect(text.split('\n').at(-1)).toBe(closing);
    });
  });
});
