/**
 * The design system's own words in the page's language. Every label a
 * component shows by default ('Buy Now', 'Not Available For Now', 'Skip to content'…)
 * is a Paraglide message in `messages/<locale>.json`, compiled to typed functions, so a
 * label without its Bengali text fails `pnpm i18n` and an unknown key fails type-checking.
 * A component's `labels` prop still overrides them for a shop's own wording.
 */
import { baseLocale, overwriteGetLocale, type Locale } from './paraglide/runtime.js';

/** A locale the design system speaks: 'en-IN' or 'bn-IN' (its `project.inlang` locales). */
export type UiLocale = Locale;

let current: UiLocale = baseLocale;
overwriteGetLocale(() => current);

/**
 * Sets the language of every component's default words (prices are written by the
 * app's `FormatProvider`). A page is in one language, so an app calls this once per page render,
 * before its components render (the storefront: in its root layout, from the address);
 * Storybook calls it from its Locale toolbar.
 * @param locale - 'en-IN' (default until called) or 'bn-IN'
 */
export function setUiLocale(locale: UiLocale): void {
  current = locale;
}

/** The language set by {@link setUiLocale}; 'en-IN' until then. */
export function getUiLocale(): UiLocale {
  return current;
}
