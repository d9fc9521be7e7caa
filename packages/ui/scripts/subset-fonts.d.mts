import type { GiftShopFontSubset } from '../src/fonts/giftShopFaceList';

/** Every language name the switch shows that is not in Latin letters. */
export const languageNames: string;
/** The subset of Noto Sans Bengali with just those letters, as woff2 bytes. */
export function languageNamesFont(): Promise<Uint8Array>;

/** One of the gift-shop theme's font files (issue 12), as listed in `giftShopSubsets.json`. */
export type GiftShopSubset = GiftShopFontSubset;
/** The gift-shop theme's subsets. */
export const giftShopSubsets: GiftShopSubset[];
/**
 * Every code point a CSS `unicode-range` names, as a string.
 * @throws {Error} when a part is not `U+hex` or `U+hex-hex`.
 */
export function codePointsOf(unicodeRange: string): string;
/** One subset's woff2 bytes. */
export function giftShopFont(subset: GiftShopSubset): Promise<Uint8Array>;
