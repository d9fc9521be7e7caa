/**
 * Shortens `text` to its first `maxChars` characters followed by '...' when it is
 * longer (spec §9: card subtitles, 40 characters). Counts user-perceived characters,
 * so Bengali conjuncts and emoji are never split.
 */
export function truncateText(text: string, maxChars: number): string {
  const graphemes = Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text),
    (s) => s.segment,
  );
  return graphemes.length > maxChars ? `${graphemes.slice(0, maxChars).join('')}...` : text;
}
