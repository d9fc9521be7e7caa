/**
 * How the design system writes this shop's money and reads typed digits (`ui` knows no
 * catalogue): the catalogue's `formatPaise` in the page's language (Latin digits, Indian
 * grouping, whole rupees without '.00'; docs/adr/0003-money-as-integer-paise.md) and `latinDigits`.
 * Every amount the app writes on a page goes through `pageFormat(locale).money`, so that the
 * prerender records it and the browser hydrates without a number formatter (`pageText` of
 * `@storefront/ui`; CarriedPageTexts).
 */
import { formatPaise, latinDigits } from '@storefront/catalog';
import { pageText, type UiFormat } from '@storefront/ui';
import type { PageLocale } from '../i18n/locale';

const formats = new Map<PageLocale, UiFormat>();

/**
 * The {@link UiFormat} a page in `locale` gives the design system (`FormatProvider` in
 * root.tsx): one object per locale, so the provider's value changes only with the language.
 */
export function pageFormat(locale: PageLocale): UiFormat {
  let format = formats.get(locale);
  if (!format) {
    format = {
      // Carried from the prerender (`pageText`, CarriedPageTexts): hydration makes no Intl.NumberFormat.
      money: (paise, fractionDigits = 'auto') =>
        pageText(`money:${locale}:${fractionDigits}:${paise}`, () => formatPaise(paise, fractionDigits, locale)),
      latinDigits,
    };
    formats.set(locale, format);
  }
  return format;
}
