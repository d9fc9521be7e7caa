// Client-side navigation timing for `pnpm bench`: how long after a click the
// shopper sees the result, with code and data prefetched on intent (the pointer rests on
// the link or button first, as a finger or mouse does before it clicks). The host answers
// after a mobile network's round trip (`baseUrl` is `serve.mjs` with LATENCY_MS), so what
// is not prefetched, or prefetched and then fetched again, shows in the figures.
import { chromium } from 'playwright';

/** The phone the clicks are made on. */
const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/**
 * Resolves once `page` has had no request of its own in flight for `quietMs` (its intent
 * prefetches have arrived). Playwright's `waitForLoadState('networkidle')` cannot say this:
 * it resolves at once when the page reached that state before, as a page waiting for its
 * service worker has.
 * @param {import('playwright').Page} page
 * @param {() => Promise<unknown>} action what starts the requests (the hover)
 * @param {number} quietMs how long no request may be in flight, ms
 */
async function settleAfter(page, action, quietMs = 500) {
  const inFlight = new Set();
  let lastChange = Date.now();
  const started = (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await action();
    while (inFlight.size > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Milliseconds from a click on `click` to the first frame painted with an element matching
 * `shown` (a CSS selector, and its exact text if given) on the page, on
 * `path` at `baseUrl`, after the pointer has rested on `click` (intent) and the network is
 * quiet. Median of `runs`, each in a page from `openPage`; when `worker` is true, each
 * waits until the shop's service worker controls the page. The moment is taken in the
 * page (a MutationObserver, then the next frame and the task after its paint), not when
 * Playwright next looks, so the tool's own round trips are not counted.
 * @param {() => Promise<{ page: import('playwright').Page, close: () => Promise<void> }>} openPage a new page for each
 *   run, with what closes it (awaited after the run, before the next one opens)
 * @param {{ baseUrl: string, path: string, runs: number, worker: boolean, click: (page: import('playwright').Page) => import('playwright').Locator, shown: { selector: string, text?: string } }} options
 */
async function timeClick(openPage, { baseUrl, path, click, shown, runs, worker }) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const { page, close } = await openPage();
    try {
      times.push(await timeOneClick(page, { baseUrl, path, click, shown, worker }));
    } finally {
      await close();
    }
  }
  return Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]);
}

/** One run of {@link timeClick} in `page`: ms from the click to the first frame showing `shown`. */
async function timeOneClick(page, { baseUrl, path, click, shown, worker }) {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The worker installs after the first page has loaded and is idle (at most a few seconds).
  if (worker) await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  const target = click(page);
  await settleAfter(page, () => target.hover());
  await target.evaluate((element, { selector, text }) => {
    const isShown = () =>
      [...document.querySelectorAll(selector)].some((found) => text === undefined || found.textContent === text);
    window.__shown = new Promise((resolve) => {
      let clickedAt = 0;
      const afterPaint = () =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now() - clickedAt);
          channel.port2.postMessage(undefined);
        });
      const observer = new MutationObserver(() => {
        if (clickedAt === 0 || !isShown()) return;
        observer.disconnect();
        afterPaint();
      });
      element.addEventListener(
        'click',
        () => {
          clickedAt = performance.now();
          observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
        },
        { capture: true, once: true },
      );
    });
  }, shown);
  await target.click();
  return page.evaluate(() => window.__shown);
}

/**
 * The two navigations `navigationMs` in budgets.json targets, a product card to its page and Buy Now to the
 * order form, as a shopper makes them once the service worker controls the page (from the
 * first seconds of a first visit on); and the card again before it does (`firstVisit`:
 * each run in a new browser profile with no service worker, so nothing is cached but what
 * the page itself fetched; the click then takes its data from the browser's HTTP cache,
 * where the intent prefetch left it fresh for 30 s).
 * @param {{ baseUrl: string, executablePath: string, args?: string[], runs?: number }} options - `args`:
 *   Chromium flags beyond the defaults (e.g. `--ignore-certificate-errors-spki-list=…`, which trusts a
 *   self-signed `baseUrl`'s key without turning off the HTTP cache as `--ignore-certificate-errors` does)
 * @returns {Promise<{ cardToProduct: number, buyNowToForm: number, firstVisit: { cardToProduct: number } }>} medians, ms
 */
export async function navigationTimings({ baseUrl, executablePath, args = [], runs = 3 }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', ...args] });
  const cardToProduct = {
    baseUrl,
    runs,
    path: '/product/custom-mugs',
    click: (page) => page.getByRole('heading', { name: 'White Photo Mug' }).getByRole('link'),
    shown: { selector: 'h1', text: 'White Photo Mug' },
  };
  const buyNowToForm = {
    baseUrl,
    runs,
    path: '/product/custom-mugs/white-photo-mug',
    click: (page) => page.getByRole('button', { name: 'Buy Now' }),
    shown: { selector: 'dialog[open]' },
  };
  try {
    const returning = await browser.newContext(phone);
    const returningPage = async () => {
      const page = await returning.newPage();
      return { page, close: () => page.close() };
    };
    // A new browser profile for each run, closed (awaited) with its page after the run.
    const firstVisitPage = async () => {
      const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
      return { page: await context.newPage(), close: () => context.close() };
    };
    return {
      cardToProduct: await timeClick(returningPage, { ...cardToProduct, worker: true }),
      buyNowToForm: await timeClick(returningPage, { ...buyNowToForm, worker: true }),
      firstVisit: { cardToProduct: await timeClick(firstVisitPage, { ...cardToProduct, worker: false }) },
    };
  } finally {
    await browser.close();
  }
}
