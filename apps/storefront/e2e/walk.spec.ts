import {
  axeSource,
  axeViolationsOn,
  englishLeftOn,
  headingOrderOn,
  imageProblemsOn,
  isBengali,
  linksOn,
  missingWordsOn,
  paiseOnWholeRupeesOn,
  overflowOn,
  prerenderedPaths,
  sidewaysScrollOn,
} from './pageChecks';
import { expect, test, type Page } from './support';

/**
 * Every page in both languages, walked in Chromium at 360 × 740 (the phone
 * project) and 1280 × 900 (the desktop project). On each page:
 * - no console errors, no uncaught errors, no failed requests, no CSP violations, and the
 *   served page carries its strict policy;
 * - no sideways scroll;
 * - axe finds no violations of WCAG 2.0/2.1/2.2 A and AA, at any impact;
 * - headings start at h1 and never skip a level;
 * - every link to the site resolves to a page (HTTP 200) and every in-page link to its target;
 * - every picture loads and has alt text (empty only beside words that say what it shows);
 * - no message key, placeholder, `undefined` or `NaN` in the text;
 * - on Bengali pages at 360 px: no English left behind and no text overflowing its box.
 * Besides the prerendered pages, the states they do not show: search results, a filled order
 * list with its form open, the order form with an error, /order-product and the not-found page.
 */

/** A page to visit: a path, the HTTP status it answers with, and what to do there before checking. */
interface Stop {
  path: string;
  status?: number;
  /** Brings the page into the state to check (opens a dialog, waits for results). */
  then?: (page: Page) => Promise<void>;
}

/** Puts two lines on the order list (a mug, and a banner with its size and a Bengali note) and reloads. */
async function fillOrderList(page: Page): Promise<void> {
  await page.evaluate(() =>
    localStorage.setItem(
      'storefront.orderList.v1',
      JSON.stringify([
        { sku: 'custom-mugs-1', quantity: 2, note: '' },
        { sku: 'banners-1', quantity: 1, size: { lengthFeet: 3, widthFeet: 2 }, note: 'শুভ জন্মদিন' },
      ]),
    ),
  );
  await page.reload();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
}

/** States no prerendered page shows, in both languages. */
const states: Stop[] = [
  ...['', '/bn'].flatMap((bn): Stop[] => [
    {
      path: `${bn}/search?q=${bn ? 'মগ' : 'mug'}`,
      then: (page) => expect(page.getByRole('main').getByRole('list').first()).toBeVisible(),
    },
    {
      path: `${bn}/search?q=${bn ? 'ডাইনোসর' : 'dinosaur'}`,
      then: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    { path: `${bn}/order-list`, then: fillOrderList },
    {
      path: `${bn}/order-list`,
      then: async (page) => {
        await fillOrderList(page);
        await page
          .getByRole('main')
          .getByRole('button', { name: bn ? 'হোয়াটসঅ্যাপে অর্ডার পাঠান' : 'Send order on WhatsApp' })
          .click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    {
      path: `${bn}/product/business-cards/standard-business-cards`,
      then: async (page) => {
        await page
          .getByRole('main')
          .getByRole('button', { name: bn ? 'এখনই কিনুন' : 'Buy Now' })
          .click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel(bn ? 'পরিমাণ' : 'Quantity').fill('5');
        await dialog.getByRole('button', { name: bn ? 'অর্ডার দিন' : 'Place Order' }).click();
        await expect(dialog.getByLabel(bn ? 'পরিমাণ' : 'Quantity')).toHaveAttribute('aria-invalid', 'true');
      },
    },
    {
      path: `${bn}/order-product?sku=business-cards-1`,
      then: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
    },
    { path: `${bn}/no-such-page`, status: 404 },
  ]),
];

/** Every prerendered page in groups that the two workers share, then the states. */
const pages: Stop[] = prerenderedPaths().map((path) => ({ path }));
const groupSize = 16;
const groups = [
  ...Array.from({ length: Math.ceil(pages.length / groupSize) }, (_, i) =>
    pages.slice(i * groupSize, (i + 1) * groupSize),
  ),
  states,
];

/** Links already followed by this worker, and what they answered. */
const followed = new Map<string, number>();

test.describe.configure({ mode: 'parallel' });

for (const [index, group] of groups.entries()) {
  const last = group.at(-1)!.path;
  test(`every page, part ${index + 1} of ${groups.length} (${group[0]!.path} … ${last}) @desktop`, async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const phone = isMobile;
    await page.setViewportSize(phone ? { width: 360, height: 740 } : { width: 1280, height: 900 });

    const problems: string[] = [];
    let at = '';
    let expectedStatus = 200;
    const report = (problem: string) => problems.push(`${at}: ${problem}`);
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium logs the not-found page's own 404 status; the test checks that status itself.
      if (expectedStatus === 404 && /status of 404/.test(message.text())) return;
      report(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => report(`uncaught ${error.name}: ${error.message}`));
    page.on('requestfailed', (request) => {
      // A request cut short by moving on to the next page is no failure of this one.
      if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
      report(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    });
    page.on('response', (response) => {
      const document = response.request().isNavigationRequest() && response.request().frame() === page.mainFrame();
      if (response.status() >= 400 && !(document && response.status() === expectedStatus)) {
        report(`HTTP ${response.status()} for ${response.url()}`);
      }
    });
    // axe-core starts with every page (pageChecks.ts, axeViolationsOn).
    await page.addInitScript({ content: axeSource });
    await page.exposeFunction('reportViolation', (text: string) => report(`CSP violation: ${text}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        const send = (window as unknown as { reportViolation: (text: string) => void }).reportViolation;
        void send(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
      });
    });

    /** Each link to the site, and the first page it was found on. */
    const links = new Map<string, string>();
    for (const stop of group) {
      at = stop.path;
      expectedStatus = stop.status ?? 200;
      const response = await page.goto(stop.path);
      expect(response?.status(), stop.path).toBe(expectedStatus);
      const served = (await response?.text()) ?? '';
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(served)?.[1] ?? '';
      if (!/^default-src 'self'; script-src 'self'( 'sha256-[\w+/=]+')+; style-src 'self';/.test(policy)) {
        report(`the served page has no strict policy (${policy.slice(0, 60)}…)`);
      }
      if (/unsafe-inline|unsafe-eval|\*/.test(policy)) report(`the policy allows too much: ${policy}`);
      await stop.then?.(page);

      for (const problem of await sidewaysScrollOn(page)) report(problem);
      for (const problem of await headingOrderOn(page)) report(problem);
      for (const problem of await missingWordsOn(page)) report(problem);
      for (const problem of await paiseOnWholeRupeesOn(page)) report(problem);
      for (const problem of await imageProblemsOn(page)) report(problem);
      const { internal, brokenAnchors } = await linksOn(page);
      for (const anchor of brokenAnchors) report(`in-page link ${anchor} has no target`);
      for (const link of internal) if (!links.has(link)) links.set(link, stop.path);
      for (const problem of await axeViolationsOn(page)) report(problem);
      if (phone && isBengali(stop.path)) {
        for (const problem of await englishLeftOn(page)) report(`English ${problem}`);
        for (const problem of await overflowOn(page)) report(problem);
      }
    }

    for (const [link, from] of links) {
      at = from;
      if (!followed.has(link)) followed.set(link, (await page.request.get(link, { maxRedirects: 0 })).status());
      if (followed.get(link) !== 200) report(`the link to ${link} answers HTTP ${followed.get(link)}`);
    }
    expect(problems).toEqual([]);
  });
}
