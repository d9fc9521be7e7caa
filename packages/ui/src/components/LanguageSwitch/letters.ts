/**
 * The letters beyond Latin that the switch's own font draws ('বাংলা'; the 2 KB
 * `language-names.woff2`, cut by `scripts/subset-fonts.mjs`): a `label` in another script
 * needs its letters here, or it is drawn in a fallback face (an app's test checks its names).
 */
export const languageSwitchLetters = 'বাংলা';
