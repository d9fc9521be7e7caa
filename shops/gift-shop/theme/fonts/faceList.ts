/**
 * The gift-shop theme's `@font-face` rules as data, computed from
 * `subsets.json` and declared by `faces.css.ts`.
 */
import giftShopSubsets from './subsets.json';

/**
 * One of the gift-shop theme's font files, an entry of `subsets.json`;
 * `scripts/subset-fonts.mjs <shop folder>` (repository root) cuts the file, `giftShopFaces` declares its rules.
 */
export interface GiftShopFontSubset {
  /** The file's name in this folder. */
  file: string;
  /** The CSS font family it is a face of. */
  family: string;
  /** The Fontsource file it is cut from (a module specifier). */
  source: string;
  /** The 'wght' axis pinned to `[min, max]` (equal for a single weight). */
  weight: number[];
  /** Its CSS `unicode-range`; the file holds those code points only. */
  unicodeRange: string;
  /**
   * The same typeface as phones ship it, tried before the file: for each CSS weight range
   * `[min, max]`, the local font names to try, full names and PostScript names, best
   * first. A device's variable font matched by its default name is drawn at the
   * requested weight. Absent: the file only.
   */
  local?: { weight: number[]; names: string[] }[];
}

/** One `@font-face` rule of the gift-shop theme. */
export interface GiftShopFace {
  /** The CSS font family, e.g. 'Noto Sans Bengali Variable'. */
  family: string;
  /** The file in this folder, e.g. 'noto-sans-bengali-bengali.woff2'. */
  file: string;
  /** The CSS `font-weight` range `[min, max]` the rule declares. */
  weight: [number, number];
  /** Local font names (full, then PostScript) tried before the file, best first; often none. */
  localNames: string[];
  /** The rule's CSS `unicode-range`. */
  unicodeRange: string;
}

/**
 * Every rule: one per subset, or, in a family where a subset lists `local` fonts, one
 * per subset and per weight range listed there. Every subset of such a family is split
 * the same way, because a browser combines faces by `unicode-range` only when their other
 * descriptors are identical (CSS Fonts 4, "composite faces"): a Bengali face declared
 * for 400 alone would never be combined with a Latin face for 400–700.
 * @param subsets - the subsets, by default those of `subsets.json`
 * @throws {Error} when two subsets of one family list different weight ranges.
 */
export function giftShopFaces(subsets: readonly GiftShopFontSubset[] = giftShopSubsets.subsets): GiftShopFace[] {
  const rangesOf = new Map<string, [number, number][]>();
  for (const subset of subsets) {
    if (!subset.local) continue;
    const ranges = subset.local.map(({ weight }) => [weight[0], weight[1]] as [number, number]);
    const known = rangesOf.get(subset.family);
    if (known && JSON.stringify(known) !== JSON.stringify(ranges))
      throw new Error(`${subset.file}: its 'local' weight ranges differ from another ${subset.family} subset's`);
    rangesOf.set(subset.family, ranges);
  }
  return subsets.flatMap((subset) => {
    const ranges = rangesOf.get(subset.family) ?? [[subset.weight[0], subset.weight[1]] as [number, number]];
    return ranges.map((weight) => ({
      family: subset.family,
      file: subset.file,
      weight,
      localNames: subset.local?.find((face) => face.weight.join() === weight.join())?.names ?? [],
      unicodeRange: subset.unicodeRange,
    }));
  });
}
