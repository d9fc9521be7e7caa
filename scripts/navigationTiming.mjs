// Client-side navigation timing for `pnpm bench` (issue 12): how long after a click the
// shopper sees the result, with code and data prefetched on intent (the pointer rests on
// the link or button first, as a finger or mouse does before it clicks).
import { chromium } from 'playwright';

/**
 * Milliseconds from a click on `click` to `done` appearing, on `path` at `baseUrl`, after
 * the pointer has rested on `click` (intent) and the network is quiet. Median of `runs`.
 * @param {{ baseUrl: string, executablePath: string, runs: number }} options
 */
async function timeClick(browser, { baseUrl, path, click, done, runs }) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    await page.goto(`${baseUrl}${path}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const target = click(page);
    await target.hover();
    await page.waitForLoadState('networkidle');
    await target.evaluate((element) => {
      window.__clickedAt = 0;
      element.addEventListener('click', () => (window.__clickedAt = performance.now()), { capture: true, once: true });
    });
    await target.click();
    await done(page).waitFor();
    times.push(
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now() - window.__clickedAt))),
      ),
    );
    await page.close();
  }
  return Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]);
}

/** The two navigations of issue 12's target: a product card to its page, and Buy Now to the order form. */
export async function navigationTimings({ baseUrl, executablePath, runs = 3 }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const cardToProduct = await timeClick(browser, {
      baseUrl,
      runs,
      path: '/product/custom-mugs',
      click: (page) => page.getByRole('heading', { name: 'White Photo Mug' }).getByRole('link'),
      done: (page) => page.getByRole('heading', { level: 1, name: 'White Photo Mug' }),
    });
    const buyNowToForm = await timeClick(browser, {
      baseUrl,
      runs,
      path: '/product/custom-mugs/white-photo-mug',
      click: (page) => page.getByRole('button', { name: 'Buy Now' }),
      done: (page) => page.getByRole('dialog'),
    });
    return { cardToProduct, buyNowToForm };
  } finally {
    await browser.close();
  }
}
