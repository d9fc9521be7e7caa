import { test } from '@playwright/test';
import { expect, type Page } from './support';

/**
 * What a shopper sees at an address that is no page, the same on every host
 * (`pnpm start` in not-found.spec.ts, nginx with the shipped config in host.spec.ts).
 */

/** Addresses that are no page, odd ones included: each must get the not-found page with status 404. */
export const missingPaths = [
  '/no-such-page',
  // Once stuck on "Loading…": the trailing-slash clean-up's replaceState named another host.
  '//x/',
  '//about-us/',
  // Once a soft 404 (the about page's HTML under another address) with React error #418
  // (`/product/..%2Fabout-us` too, which then names the missing category: expectOddCategoryAddress).
  '/..%2Fabout-us',
  '/about-us%2F',
];

/** The not-found page's words in each language. */
export const notFoundWords = {
  en: { heading: 'Page not found', home: 'Go to the home page', search: 'Search our products', lang: 'en-IN' },
  bn: { heading: 'পাতাটি পাওয়া যায়নি', home: 'হোম পাতায় যান', search: 'আমাদের পণ্য খুঁজুন', lang: 'bn-IN' },
} as const;

/**
 * Collects what the shopper's browser reports as wrong on `page`: uncaught errors and console
 * errors (a hydration mismatch, a SecurityError), but not Chromium's note of the 404 status
 * that the tests expect and check themselves.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text()))
      problems.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.name}: ${error.message}`));
  return problems;
}

/**
 * Opens `path` and checks the not-found page in `language`: status 404, its title, heading,
 * and links home and to the search; once the app has started (the test's `goto` waits for
 * it) when JavaScript is on.
 */
export async function expectNotFoundPage(page: Page, path: string, language: 'en' | 'bn' = 'en'): Promise<void> {
  const words = notFoundWords[language];
  const prefix = language === 'bn' ? '/bn' : '';
  // In full: `//x/` alone would be read as the address of a host named x.
  const response = await page.goto(new URL(test.info().project.use.baseURL!).origin + path);
  expect(response?.status(), path).toBe(404);
  await expect(page.locator('html'), path).toHaveAttribute('lang', words.lang);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(words.heading);
  await expect(page, path).toHaveTitle(new RegExp(`^${words.heading} — `));
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: words.home }), path).toHaveAttribute('href', prefix || '/');
  await expect(main.getByRole('link', { name: words.search }), path).toHaveAttribute('href', `${prefix}/search`);
}

/** An odd address that looks like a category's: the not-found page, then the category's own message. */
export async function expectOddCategoryAddress(page: Page): Promise<void> {
  expect((await page.goto('/product/..%2Fabout-us'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'We couldn’t find that category' })).toBeVisible();
}
