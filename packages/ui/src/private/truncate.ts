import { pageText } from '../pageTexts';

/** One segmenter for every call: making one is far dearer than using it (48 cards a page, 42,000 pages a build). */
let graphemes: Intl.Segmenter | undefined;

/**
 * Characters that are each a whole character on their own: printable ASCII, and Latin-1 and
 * the Latin extensions up to the spacing modifiers (no combining marks, surrogates or joiners).
 * A text whose first `maxChars + 1` code units are all of these is cut by code units.
 */
const standalone = /^[\x20-\x7e\xa0-\u02ff]*$/;

/**
 * Where texts were cut, by limit, length and hash of the text: a build prerenders each
 * product's card on every page that lists it (its category, its neighbours' "More from"),
 * about ten times, and walking a Bengali text grapheme by grapheme was 1.8 % of the 2,000-product prerender (CPU profile,
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
  // Where the cut falls, in UTF-16 code units ('' for no cut), named by a hash of the text. It
  // is carried from the prerender (pageTexts.ts), since the browser's first Intl.Segmenter
  // costs 77–113 ms at 4× CPU; outside a primed page it is worked out once and remembered.
  const key = `cut:${maxChars}:${text.length}:${textHash(text)}`;
  const at = pageText(key, () => {
    let known = cut.get(key);
    if (known === undefined) {
      known = '';
      graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
      let count = 0;
      for (const { index } of graphemes.segment(text)) {
        if (count === maxChars) {
          known = String(index);
          break;
        }
        count += 1;
      }
      if (cut.size >= CUT_CACHE_SIZE) cut.clear();
      cut.set(key, known);
    }
    return known;
  });
  return at === '' ? text : `${text.slice(0, Number(at))}...`;
}

/**
 * Two 32-bit FNV-1a hashes of `text`'s UTF-16 code units, with different offset bases, in
 * base 36 (about 14 characters): a short, stable name for a text in a page's texts, far
 * shorter than the text. Two texts share a name only if they have the same length and both
 * hashes collide, which for the few dozen subtitles of one page is not expected to happen.
 */
function textHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    a = Math.imul(a ^ unit, 0x01000193);
    b = Math.imul(b ^ unit, 0x01000193);
  }
  return (a >>> 0).toString(36) + (b >>> 0).toString(36);
}
