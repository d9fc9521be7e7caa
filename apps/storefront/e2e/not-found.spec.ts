import { expect, test } from './support';
import {
  consoleProblems,
  expectNotFoundPage,
  expectOddCategoryAddress,
  missingPaths,
  notFoundWords,
} from './notFoundChecks';

/**
 * `pnpm start` (scripts/serve.mjs) answers every address that is no page, odd ones
 * included, with the shop's prerendered not-found page in the address's language and status
 * 404; it reads the same before the app starts, once it has, and with JavaScript off.
 * host.spec.ts checks the same behind nginx.
 */

test('an unknown or odd address gets the not-found page with status 404, and the app starts without errors', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  for (const path of missingPaths) await expectNotFoundPage(page, path);
  for (const path of ['/bn/no-such-page', '/bn/..%2F..%2Fabout-us']) await expectNotFoundPage(page, path, 'bn');
  expect(problems).toEqual([]);
});

test('an odd address inside a category is no category page either', async ({ page }) => {
  const problems = consoleProblems(page);
  await expectOddCategoryAddress(page);
  expect(problems).toEqual([]);
});

test('the not-found page is there in full before any script runs, and with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, language] of [
    ['/no/such/page', 'en'],
    ['/bn/no/such/page', 'bn'],
  ] as const) {
    const words = notFoundWords[language];
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
    await expect(page.getByRole('main').getByRole('link', { name: words.home })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: words.search })).toBeVisible();
    // The shop's frame is there too: the categories lead on.
    await expect(page.getByRole('navigation').first()).toBeVisible();
  }
  await context.close();
});

test('a wrong product address still says which product is missing once the app has started', async ({ page }) => {
  const problems = consoleProblems(page);
  expect((await page.goto('/product/custom-mugs/no-such-mug'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that product' })).toBeVisible();
  expect(problems).toEqual([]);
});
