/**
 * A shop's look, as its folder's `index.ts` exports it (`export const shopStyle`) for the
 * storefront app and Storybook (docs/adr/0006): the theme that fills the
 * contract, and the font files its pages preload. The design system knows no shop; a
 * shop folder brings this. The folder's `index.ts` also exports its `tokens`
 * (`ThemeTokens`) for the token docs, apart, so pages do not download them.
 */
export interface ShopStyle {
  /** The shop's name as designers see it in Storybook's Theme menu, e.g. 'Ma Tara Prints'. */
  name: string;
  /** Class name of the shop's theme (`createTheme(vars, tokens)`); the app puts it on `<html>`. */
  theme: string;
  /** The browser's UI colour on phones (`<meta name="theme-color">`), a CSS colour: the theme's brand colour. */
  themeColour: string;
  /** Font files (URLs the bundler emits) that every page preloads; may be empty. */
  preloadFonts: readonly string[];
  /** More font files to preload on pages in a locale, by BCP 47 tag, e.g. `{ 'bn-IN': [...] }`. */
  preloadFontsByLocale?: Readonly<Record<string, readonly string[]>>;
}
