/** One of a shop theme's font files, an entry of its `theme/fonts/subsets.json`. */
export interface FontSubset {
  /** The file's name in `theme/fonts/`. */
  file: string;
  /** The CSS font family it is a face of. */
  family: string;
  /** The Fontsource file it is cut from (a module specifier, resolved from the shop folder). */
  source: string;
  /** The 'wght' axis pinned to `[min, max]` (equal for a single weight). */
  weight: number[];
  /** Its CSS `unicode-range`; the file holds those code points only. */
  unicodeRange: string;
}
/**
 * The subsets a shop lists in `theme/fonts/subsets.json`.
 * @throws {Error} when the file is missing or is not JSON.
 */
export function shopFontSubsets(shopDir: string): FontSubset[];
/**
 * Every code point a CSS `unicode-range` names, as a string.
 * @throws {Error} when a part is not `U+hex` or `U+hex-hex`.
 */
export function codePointsOf(unicodeRange: string): string;
/** One subset's woff2 bytes, its source resolved from the shop folder's dependencies. */
export function subsetFace(shopDir: string, subset: FontSubset): Promise<Uint8Array>;
