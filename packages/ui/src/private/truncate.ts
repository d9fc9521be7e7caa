/** One segmenter for every call: making one is far dearer than using it (48 cards a page, 42,000 pages a build). */
let graphemes: Intl.Segmenter | undefined;

/**
 * Characters that are each a whole character on their own: printable ASCII, and Latin-1 and
 * the Latin extensions up to the spacing modifiers (no combining marks, surrogates or joiners).
 * A text whose first `maxChars + 1` code units are all of these is cut by code units.
 */
const standalone = /^[\x20-\x7e\xa0-\u02ff]*$/;

/**
 * Texts already cut, by limit and text: a build prerenders each product's card on every page
 * that lists it (its category, its neighbours' "More from"), about ten times, and walking a
 * Bengali text grapheme by grapheme was 1.8 % of the 2,000-product prerender (CPU profile,
 * 2026-11-29). Emptied past {@link CUT_CACHE_SIZE} texts, so a long browsing session cannot grow it.
 */
const cut = new Map<string, string>();
const CUT_CACHE_SIZE = 4096;

/**
 * Shortens `text` to its first `maxChars` characters followed by '...' when it is
 * longer (spec §9: card subtitles, 40 characters). Counts user-perceived characters,
 * so Bengali conjuncts and emoji are never split.
 */
export function truncateText(text: string, maxChars: number): string {
  // No more UTF-16 code units than `maxChars` means no more characters either.
  if (text.length <= maxChars) return text;
  if (standalone.test(text.slice(0, maxChars + 1))) return `${text.slice(0, maxChars)}...`;
  const key = `${maxChars}:${text}`;
  let short = cut.get(key);
  if (short === undefined) {
    short = text;
    graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    let count = 0;
    for (const { index } of graphemes.segment(text)) {
      if (count === maxChars) {
        short = `${text.slice(0, index)}...`;
        break;
      }
      count += 1;
    }
    if (cut.size >= CUT_CACHE_SIZE) cut.clear();
    cut.set(key, short);
  }
  return short;
}
