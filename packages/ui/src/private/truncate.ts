/** One segmenter for every call: making one is far dearer than using it (48 cards a page, 42,000 pages a build). */
let graphemes: Intl.Segmenter | undefined;

/**
 * Shortens `text` to its first `maxChars` characters followed by '...' when it is
 * longer (spec §9: card subtitles, 40 characters). Counts user-perceived characters,
 * so Bengali conjuncts and emoji are never split.
 */
export function truncateText(text: string, maxChars: number): string {
  // No more UTF-16 code units than `maxChars` means no more characters either.
  if (text.length <= maxChars) return text;
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const { index } of graphemes.segment(text)) {
    if (count === maxChars) return `${text.slice(0, index)}...`;
    count += 1;
  }
  return text;
}
