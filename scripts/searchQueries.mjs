// Search figures for `pnpm bench:scale` (issue targets: one query downloads ≤ 150 KB brotli of
// index and code; results ≤ 100 ms after the last keystroke under Lighthouse's 4× CPU
// slowdown). Each query runs in a new phone-sized page of a built site, without the
// service worker, so nothing is cached: the shopper opens the home page, focuses the header's
// field (which loads the search's code and the index's directory), waits for the network to
// be quiet, then types the query; the page's search fetches the term shards and row files it
// needs (ADR 0009). What the page fetched from the focus on, but pictures, is the query's
// download; the time is from the input to the frame that shows the first suggestion.
//
// The search runs in a worker, and Chromium's CPU throttling slows only a page's main
// thread, not its workers: timed with the worker, a query runs at this machine's full
// speed. So each query is also timed with the page searching itself (no `Worker`, as in a
// browser without workers): the same work, at 4× slowdown, which is what a phone's slow
// core spends in the worker too. That time is the one held against the target.
import { chromium } from 'playwright';

/** The phone the queries are typed on. */
const phone = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/**
 * Resolves once `page` has had no request in flight for `quietMs`.
 * @param {import('playwright').Page} page
 * @param {number} quietMs
 */
async function quiet(page, quietMs = 500) {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight -= 1), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await page.waitForTimeout(50);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * One cold query: its download in bytes (encoded bodies: brotli where the host has a
 * copy) and ms from the input to the first suggestion's frame, at 4× CPU slowdown.
 * @param {import('playwright').Browser} browser
 * @param {string} baseUrl the built site's origin
 * @param {string} query
 * @param {boolean} onPage without workers: the page searches itself, throttled
 * @returns {Promise<{ bytes: number, files: string[], ms: number }>}
 */
async function oneQuery(browser, baseUrl, query, onPage) {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    // No Worker: the page's search runs itself (productSearch.ts's fallback).
    if (onPage) await page.addInitScript(() => Reflect.deleteProperty(globalThis, 'Worker'));
    await page.goto(`${baseUrl}/`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await quiet(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    /** @type {Promise<{ url: string, bytes: number }>[]} */
    const fetched = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image') return;
      fetched.push(request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })));
    });
    const field = page.getByRole('combobox').first();
    await field.focus();
    await quiet(page);
    // The moment of the input and of the first frame with a suggestion, taken in the page.
    await field.evaluate((input) => {
      window.__searchTimes = new Promise((resolve) => {
        let typed;
        input.addEventListener('input', () => (typed = performance.now()), { once: true });
        new MutationObserver((_, observer) => {
          if (typed === undefined || !document.querySelector('[role="option"]')) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - typed)));
        }).observe(document.body, { childList: true, subtree: true });
      });
    });
    await field.fill(query);
    const ms = await page.evaluate(() => window.__searchTimes);
    await quiet(page);
    const files = await Promise.all(fetched);
    return {
      bytes: files.reduce((total, file) => total + file.bytes, 0),
      files: files.map((file) => new URL(file.url).pathname),
      ms,
    };
  } finally {
    await context.close();
  }
}

/**
 * Each query's download (the largest of `runs`, KB) and time (median of `runs`, ms) on the
 * built site at `baseUrl`, typed cold as described above: `ms` with the page searching
 * itself at 4× slowdown (held against the target), `workerMs` with the search's worker
 * (which the slowdown does not reach).
 * @param {{ baseUrl: string, executablePath: string, queries: string[], runs?: number }} options
 * @returns {Promise<{ query: string, KB: number, ms: number, workerMs: number, files: string[] }[]>}
 */
export async function searchQueryFigures({ baseUrl, executablePath, queries, runs = 3 }) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const figures = [];
    for (const query of queries) {
      const measured = [];
      const inWorker = [];
      for (let run = 0; run < runs; run += 1) {
        measured.push(await oneQuery(browser, baseUrl, query, true));
        inWorker.push(await oneQuery(browser, baseUrl, query, false));
      }
      const median = (list) => {
        const times = list.map((run) => run.ms).sort((a, b) => a - b);
        return Math.round(times[Math.floor(times.length / 2)]);
      };
      const largest = [...measured, ...inWorker].reduce((a, b) => (b.bytes > a.bytes ? b : a));
      figures.push({
        query,
        KB: Math.round(largest.bytes / 102.4) / 10,
        ms: median(measured),
        workerMs: median(inWorker),
        files: largest.files,
      });
    }
    return figures;
  } finally {
    await browser.close();
  }
}
