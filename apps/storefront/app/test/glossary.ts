/**
 * The Bengali glossary check: one Bengali term for each idea, kept as data in
 * `docs/glossary.bn-IN.yaml`, and every Bengali text the shop shows or sends checked
 * against the variants it rejects. A test helper: nothing here ships to a page.
 */
import { readFileSync } from 'node:fs';
import * as v from 'valibot';
import { parse } from 'yaml';

/** One idea of the glossary: its English name, the Bengali term to use, an example, and the variants it rejects. */
export interface GlossaryEntry {
  /** The idea, in English: 'unit price'. */
  readonly idea: string;
  /** What English calls it: 'unit price (the price of one piece)'. */
  readonly english: string;
  /** The one Bengali term: 'একটির দাম'. */
  readonly bengali: string;
  /** The term in use: 'একটির দাম: ₹349'. */
  readonly example: string;
  /** Variants a text must not use: letter for letter, or a `/regular expression/` (u flag). */
  readonly rejected: readonly string[];
}

const GlossarySchema = v.object({
  entries: v.pipe(
    v.array(
      v.strictObject({
        idea: v.pipe(v.string(), v.minLength(1)),
        english: v.pipe(v.string(), v.minLength(1)),
        bengali: v.pipe(v.string(), v.minLength(1)),
        example: v.pipe(v.string(), v.minLength(1)),
        rejected: v.array(v.pipe(v.string(), v.minLength(1))),
      }),
    ),
    v.minLength(1),
  ),
});

/**
 * The glossary at `path` (YAML: `entries:` of {@link GlossaryEntry}).
 * @throws valibot's ValiError when an entry lacks a field; SyntaxError for a bad `/pattern/`.
 */
export function readGlossary(path: string): readonly GlossaryEntry[] {
  const { entries } = v.parse(GlossarySchema, parse(readFileSync(path, 'utf8')));
  for (const entry of entries) entry.rejected.forEach(matcherOf);
  return entries;
}

/** One Bengali text and where it comes from: 'products.csv custom-mugs-1 subtitle_bn'. */
export interface PlacedText {
  /** The file and the key or row of the text: 'products.csv featured-10.title'. */
  readonly where: string;
  /** The text as a page or message shows it. */
  readonly text: string;
}

/** A text that uses a variant the glossary rejects, with the term to use instead. */
export interface GlossaryViolation {
  /** Where the text is, as {@link PlacedText.where}. */
  readonly where: string;
  /** The rejected variant as the text has it. */
  readonly found: string;
  /** The glossary's term for the idea. */
  readonly use: string;
  /** The idea, in English: 'personalised'. */
  readonly idea: string;
}

/**
 * A rejected variant as a pattern. A `/regex/` is used as written. A word is matched where
 * it ends a word, so rejecting নোট leaves নোটবুক alone (a variant glued to the end of a word,
 * like the plural গুলি in পাতাগুলি, still matches); Latin words ignore case ('west bengal').
 */
function matcherOf(rejected: string): RegExp {
  const pattern = /^\/(.+)\/$/.exec(rejected);
  if (pattern) return new RegExp(pattern[1]!, 'u');
  const escaped = rejected.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const latin = /[A-Za-z]/.test(rejected);
  const end = latin ? '(?![A-Za-z])' : /[\u0980-\u09FF]$/u.test(rejected) ? '(?![\u0980-\u09FF])' : '';
  return new RegExp(`${latin ? '(?<![A-Za-z])' : ''}${escaped}${end}`, latin ? 'iu' : 'u');
}

/** Every use in `texts` of a variant that `glossary` rejects, in text order. */
export function glossaryViolations(
  glossary: readonly GlossaryEntry[],
  texts: Iterable<PlacedText>,
): GlossaryViolation[] {
  const rules = glossary.flatMap((entry) =>
    entry.rejected.map((rejected) => ({ entry, matcher: matcherOf(rejected) })),
  );
  const found: GlossaryViolation[] = [];
  for (const { where, text } of texts) {
    for (const { entry, matcher } of rules) {
      const match = matcher.exec(text);
      if (match) found.push({ where, found: match[0], use: entry.bengali, idea: entry.idea });
    }
  }
  return found;
}

const bengaliLetter = /[\u0980-\u09FF]/u;

/**
 * Every string inside `value` (objects, arrays) that has a Bengali letter, named `where`
 * plus its path ('content.bn-IN.yaml about.welcome.paragraphs.0'); picture sources and
 * link addresses are left out, being addresses, not words.
 */
export function bengaliTexts(value: unknown, where: string): PlacedText[] {
  if (typeof value === 'string') return bengaliLetter.test(value) ? [{ where, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => bengaliTexts(item, `${where}.${i}`));
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => key !== 'src' && key !== 'href')
      .flatMap(([key, inner]) => bengaliTexts(inner, `${where}.${key}`));
  }
  return [];
}
