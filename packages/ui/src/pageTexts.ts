/**
 * Texts a page works out with the browser's locale services (`Intl.NumberFormat` for prices
 * and counts, `Intl.Segmenter` for cutting a card's subtitle), carried from the prerender to
 * the browser so that hydration makes none of those services.
 *
 * Why: a browser's first `Intl` object loads ICU's data for it. Measured under Lighthouse's
 * 4× CPU slowdown (2026-11-29): the first `Intl.Segmenter` 77–113 ms, the first
 * `Intl.NumberFormat` 150–245 ms in a blank page and 18–35 ms after another `Intl` object; on
 * a listing page, part of a long task during hydration. The prerender has the same texts
 * already: it records them ({@link recordPageTexts}, {@link takePageTexts}), the page carries
 * them as JSON, and the browser is primed with them ({@link primePageTexts}) before it
 * hydrates. A text that was not primed (a new quantity, a price the shopper's choice made) is
 * worked out as before.
 *
 * The texts are keyed by everything they depend on (locale, options, value), so a primed
 * text is the one the prerender wrote for the same key, and the page shows it already; a
 * key no page primed costs nothing but the work.
 */

/** The texts one page recorded, by key (e.g. `'money:bn-IN:auto:12000'` → '₹120'). JSON-safe. */
export type PageTexts = Readonly<Record<string, string>>;

/** Texts the page was primed with; never emptied (a page primes at most a few hundred). */
const primed = new Map<string, string>();
/** The texts of the page being prerendered, from {@link recordPageTexts}; absent when not recording. */
let recording: Map<string, string> | undefined;

/**
 * The text for `key`: the primed one when the page carried it, otherwise `work()`'s result.
 * While a page is being recorded, the text is kept for {@link takePageTexts}.
 * @param key - everything the text depends on, e.g. `money:en-IN:auto:12000`; two calls with
 *   the same key must always give the same text
 * @param work - works the text out (e.g. with an `Intl.NumberFormat`); called only on a miss
 */
export function pageText(key: string, work: () => string): string {
  let text = primed.get(key);
  if (text === undefined) text = work();
  recording?.set(key, text);
  return text;
}

/**
 * Starts recording the texts of one page render (a server or prerender render, before the
 * page's components render); a recording already running is dropped. Renders must not overlap
 * while recording: React's server renderer renders a page without suspense in one pass.
 */
export function recordPageTexts(): void {
  recording = new Map();
}

/**
 * The texts recorded since {@link recordPageTexts}, and stops recording; `{}` when nothing was
 * recorded. The app writes them into the page (the storefront: JSON in a hidden element's
 * `data-texts`, `CarriedPageTexts`).
 */
export function takePageTexts(): PageTexts {
  const texts = Object.fromEntries(recording ?? []);
  recording = undefined;
  return texts;
}

/**
 * Primes this browser page with texts a prerender recorded, before it hydrates. Entries whose
 * text is not a string, and anything that is not an object (a page from an older build, a
 * hand-edited file), prime nothing: those texts are then worked out as before, so nothing is
 * ever shown wrong.
 * @param texts - the parsed JSON the page carried, e.g. `JSON.parse(script.textContent)`
 */
export function primePageTexts(texts: unknown): void {
  if (typeof texts !== 'object' || !texts || Array.isArray(texts)) return;
  for (const [key, text] of Object.entries(texts)) if (typeof text === 'string') primed.set(key, text);
}
