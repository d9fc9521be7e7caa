/**
 * The page's texts (prices, counts, where a Bengali subtitle is cut) carried from the
 * prerender to the browser, so that hydrating a page makes no `Intl.NumberFormat` or
 * `Intl.Segmenter` (`pageText` of `@storefront/ui`, which measures why). The root layout
 * starts recording before the page renders ({@link recordPageTextsOnServer}) and writes them at
 * the end of the body ({@link PageTextsScript}); the client entry primes the browser with
 * them before it hydrates ({@link primeFromPage}).
 */
import { primePageTexts, recordPageTexts, takePageTexts } from '@storefront/ui';

/** The `id` of the page's JSON script of texts. */
export const PAGE_TEXTS_ID = 'page-texts';

/** What the page carried, as its script's text: written back unchanged when the root re-renders. */
let carried = '{}';

/**
 * Starts recording this page's texts, when rendering on the server or in the prerender (the
 * root layout calls it before anything on the page renders); nothing in the browser.
 */
export function recordPageTextsOnServer(): void {
  if (import.meta.env.SSR) recordPageTexts();
}

/**
 * Primes the browser with the texts the page carried, before hydration (entry.client.tsx).
 * A page without them, or with unreadable JSON (an edited or cut-short file), primes nothing:
 * its texts are then worked out in the browser, as before.
 */
export function primeFromPage(): void {
  carried = document.getElementById(PAGE_TEXTS_ID)?.textContent || carried;
  try {
    primePageTexts(JSON.parse(carried));
  } catch {
    // Nothing primed: the texts are worked out.
  }
}

/**
 * The page's texts as a JSON script (`type="application/json"`, which the browser does not run,
 * so the CSP needs no hash for it), the last element of the body. On the server it takes what
 * the page recorded, which is everything the page rendered before it; in the browser it writes
 * back what the page carried, so hydration and later navigations leave it unchanged.
 */
export function PageTextsScript() {
  // `<` escaped: no text can close the script early.
  const json = import.meta.env.SSR ? JSON.stringify(takePageTexts()).replace(/</g, '\\u003c') : carried;
  return <script type="application/json" id={PAGE_TEXTS_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}
