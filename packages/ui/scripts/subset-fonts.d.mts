/** Every language name the switch shows that is not in Latin letters. */
export const languageNames: string;
/** The subset of Noto Sans Bengali with just those letters, as woff2 bytes. */
export function languageNamesFont(): Promise<Uint8Array>;

/** One of the gift-shop theme's font files (issue 12), as listed in `giftShopSubsets.json`. */
export interface GiftShopSubset {
  /** The file's name under `src/fonts/gift-shop/`. */
  file: string;
  /** The CSS font family it is a face of. */
  family: string;
  /** The Fontsource file it is cut from (a module specifier). */
  source: string;
  /** The 'wght' axis pinned to `[min, max]` (equal for a single weight). */
  weight: [number, number];
  /** Its CSS `unicode-range`; the file holds those code points only. */
  unicodeRange: string;
  /**
   * The same typeface as phones ship it, tried before the file (issue 12): for each
   * weight range `[min, max]` (CSS font-weight), the local font names to try, full names
   * and PostScript names, best first. A device's variable font matched by its default
   * name is drawn at the requested weight. Absent: the file only.
   */
  local?: { weight: [number, number]; names: string[] }[];
}
/** The gift-shop theme's subsets. */
export const giftShopSubsets: GiftShopSubset[];
/**
 * Every code point a CSS `unicode-range` names, as a string.
 * @throws {Error} when a part is not `U+hex` or `U+hex-hex`.
 */
export function codePointsOf(unicodeRange: string): string;
/** One subset's woff2 bytes. */
export function giftShopFont(subset: GiftShopSubset): Promise<Uint8Array>;
