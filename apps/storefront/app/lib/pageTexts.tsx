/**
 * The page's texts (prices, counts, where a Bengali subtitle is cut) carried from the
 * prerender to the browser, so that hydrating a page makes no `Intl.NumberFormat` or
 * `Intl.Segmenter` (`pageText` of `@storefront/ui`, which measures why). The root layout
 * starts recording before the page renders ({@link recordPageTextsOnServer}) and writes them at
 * the end of the body ({@link CarriedPageTexts}); the client entry primes the browser with
 * them before it hydrates ({@link primeFromPage}).
 */
import { primePageTexts, recordPageTexts, takePageTexts } from '@storefront/ui';

/** The `id` of the hidden element whose `data-texts` carries the page's texts as JSON. */
const PAGE_TEXTS_ID = 'page-texts';

/** What the page carried, as its JSON text: written back unchanged when the root re-renders. */
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
  carried = document.getElementById(PAGE_TEXTS_ID)?.dataset.texts || carried;
  try {
    primePageTexts(JSON.parse(carried));
  } catch {
    // Nothing primed: the texts are worked out.
  }
}

/**
 * The page's texts as JSON in the `data-texts` attribute of a hidden, empty element, the last of
 * the body (an attribute, which React escapes, so no markup is written raw). On the server it takes
 * what the page recorded, which is everything the page rendered before it; in the browser it
 * writes back what the page carried, so hydration and later navigations leave it unchanged.
 */
export function CarriedPageTexts() {
  const json = import.meta.env.SSR ? JSON.stringify(takePageTexts()) : carried;
  return <div hidden id={PAGE_TEXTS_ID} data-texts={json} />;
}
