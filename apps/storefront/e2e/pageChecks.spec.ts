import {
  axeViolationsOn,
  focusProblem,
  headingOrderOn,
  imageProblemsOn,
  linksOn,
  missingWordsOn,
  paiseOnWholeRupeesOn,
  sidewaysScrollOn,
} from './pageChecks';
import { expect, test, type Page } from '@playwright/test';

/**
 * The checks of the walk (walk.spec.ts) and the keyboard journeys find what they look for:
 * a page made with every problem is reported, and the same page put right is not.
 */

const pixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The phone draws each page at its own width, not zoomed out to fit the 4000 px row, so the last card is out of sight. */
const viewport = '<meta name="viewport" content="width=device-width, initial-scale=1, minimum-scale=1">';

const broken = `<!doctype html><html lang="en"><head>${viewport}</head><body>
  <h2 id="top">Starts at h2</h2><h4>Skips h3</h4>
  <img src="/missing.png" alt="A mug">
  <img src="${pixel}" >
  <div><img src="${pixel}" alt=""></div>
  <img src="${pixel}" alt="mug.jpg">
  <a href="#top" aria-hidden="true" tabindex="-1"><img src="${pixel}" alt=""></a>
  <a href="#nowhere">Jump</a>
  <p>orderList_heading {shopName} undefined NaN</p>
  <p>Total: ₹20,000.00</p>
  <div style="width: 4000px">wide</div>
  <button style="outline: none; box-shadow: none">No ring</button>
  <div style="height: 3000px"></div>
  <article style="content-visibility: auto"><p>productCard_title</p></article>
</body></html>`;

const fine = `<!doctype html><html lang="en"><head>${viewport}<title>Mugs</title></head><body>
  <h1>Mugs</h1><h2>White mug</h2><h3>Details</h3><h2>More</h2>
  <a href="#more"><img src="${pixel}" alt=""> More mugs</a>
  <img id="more" src="${pixel}" alt="A white mug">
  <article><a href="#more" aria-hidden="true" tabindex="-1"><img src="${pixel}" alt=""></a><p>White mug</p></article>
  <p>₹200 · ₹87.50 · ₹1,00,000</p>
  <section><input inputmode="decimal" tabindex="-1" aria-label="Length (ft)"><p>₹10.00 per sq ft</p></section>
  <button style="outline: 2px solid blue">Ring</button>
  <div style="height: 3000px"></div>
  <article style="content-visibility: auto"><img src="${pixel}" alt=""><p>Blue mug</p></article>
</body></html>`;

/**
 * Waits until the browser has skipped drawing what is out of sight (the last card of each page,
 * `content-visibility: auto`), as it has by the time a shopper's page has loaded.
 */
async function skippedBelowTheFold(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          document.querySelector('article:last-of-type p')!.checkVisibility({ contentVisibilityAuto: true }),
        ),
      { message: 'the card below the fold is skipped, not drawn' },
    )
    .toBe(false);
}

test('the page checks report every problem of a broken page, and none of a sound one', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.setContent(broken);
  await skippedBelowTheFold(page);
  expect(await headingOrderOn(page)).toEqual([
    'the first heading is an h2 (“Starts at h2”)',
    'h2 “Starts at h2” is followed by h4 “Skips h3”',
  ]);
  expect(await imageProblemsOn(page)).toEqual([
    'missing.png did not load',
    expect.stringMatching(/has no alt attribute$/),
    expect.stringMatching(/has an empty alt but nothing beside it says what it shows$/),
    expect.stringMatching(/has a file name as alt text$/),
    // A link hidden from assistive tech names nothing: the picture in it is unnamed.
    expect.stringMatching(/has an empty alt but nothing beside it says what it shows$/),
  ]);
  expect((await linksOn(page)).brokenAnchors).toEqual(['#nowhere']);
  // Four in sight, and one in a card below the fold that the browser has not drawn yet.
  expect(await missingWordsOn(page)).toHaveLength(5);
  expect(await paiseOnWholeRupeesOn(page)).toEqual(['whole rupees with paise: “₹20,000.00”']);
  expect(await sidewaysScrollOn(page)).toEqual([expect.stringMatching(/^the page scrolls sideways/)]);
  expect(await axeViolationsOn(page)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^axe image-alt \(critical\): img/),
      expect.stringMatching(/^axe document-title/),
    ]),
  );
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusProblem(page)).toBe('button “No ring” has no visible focus indicator');

  await page.setContent(fine);
  await skippedBelowTheFold(page);
  expect(await headingOrderOn(page)).toEqual([]);
  // The last picture's card is below the fold, not drawn yet: its title still names it.
  expect(await imageProblemsOn(page)).toEqual([]);
  expect((await linksOn(page)).brokenAnchors).toEqual([]);
  expect(await missingWordsOn(page)).toEqual([]);
  expect(await paiseOnWholeRupeesOn(page)).toEqual([]);
  expect(await sidewaysScrollOn(page)).toEqual([]);
  expect(await axeViolationsOn(page)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect(await focusProblem(page)).toBeNull();
});
