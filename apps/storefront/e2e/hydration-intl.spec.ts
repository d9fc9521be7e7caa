import { expect, test, type Page } from './support';

/**
 * Counts every `Intl` object the page makes, by kind, from before its first script: a
 * browser's first one loads ICU data, 80–245 ms under Lighthouse's 4× CPU slowdown, so
 * hydrating a page must make none (app/lib/pageTexts.tsx).
 */
async function countIntlObjects(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const kind of ['NumberFormat', 'Segmenter', 'PluralRules', 'Collator', 'DateTimeFormat'] as const) {
      const Original = Intl[kind] as unknown as new (...args: unknown[]) => object;
      const Counted = new Proxy(Original, {
        construct(target, args) {
          made.push(kind);
          return Reflect.construct(target, args) as object;
        },
        apply(target, self, args) {
          made.push(kind);
          return Reflect.apply(target, self, args) as object;
        },
      });
      Object.defineProperty(Intl, kind, { value: Counted, configurable: true, writable: true });
    }
  });
}

const made = (page: Page) => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade);

for (const path of ['/product/business-cards', '/bn/product/business-cards', '/bn/product/gifts', '/bn/', '/']) {
  test(`${path} hydrates without making a number formatter or a segmenter`, async ({ page }) => {
    await countIntlObjects(page);
    await page.goto(path);
    // Prices, pack counts and cut Bengali subtitles are on the page, written by the prerender.
    await expect(page.getByText(/₹\d/).first()).toBeVisible();
    expect(await made(page)).toEqual([]);
  });
}

test('prices the page did not carry are still written: another category, reached by a link', async ({ page }) => {
  await countIntlObjects(page);
  await page.goto('/bn/product/business-cards');
  expect(await made(page)).toEqual([]);
  await page.locator('a[href="/bn/product/tshirts"]').first().click();
  await expect(page).toHaveURL(/\/bn\/product\/tshirts$/);
  const tshirts = page.getByRole('list', { name: /টি-শার্ট/ });
  await expect(tshirts.getByText(/₹\d/).first()).toBeVisible();
  // Worked out in the browser, with the formatter the prerender uses.
  expect(await made(page)).toContain('NumberFormat');
});
