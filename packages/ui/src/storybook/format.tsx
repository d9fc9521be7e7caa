/**
 * A {@link UiFormat} for the design system's own stories and tests (`ui` knows no
 * catalogue, so its workbench brings its own): rupees in the locale's Latin digits with
 * Indian grouping, whole rupees without '.00', as the storefront's `formatPaise` writes them.
 * Apps provide their own (`FormatProvider`).
 */
import type { ReactNode } from 'react';
import { FormatProvider, type UiFormat } from '../format';
import { getUiLocale } from '../i18n';

const tags = { 'en-IN': 'en-IN', 'bn-IN': 'bn-IN-u-nu-latn' } as const;

/** The sample format, in the language set by `setUiLocale` (Storybook's Locale toolbar). */
export const sampleFormat: UiFormat = {
  money: (paise, fractionDigits = 'auto') => {
    const digits = fractionDigits === 'auto' ? (paise % 100 === 0 ? 0 : 2) : fractionDigits;
    return new Intl.NumberFormat(tags[getUiLocale()], {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(paise / 100);
  },
  // Bengali (০–৯) and Devanagari (०–९) digits, as shoppers' keyboards type them; the two
  // blocks are 128 code points apart, so one remainder serves both.
  latinDigits: (text) =>
    text.replace(/[\u09E6-\u09EF\u0966-\u096F]/gu, (digit) => String((digit.codePointAt(0)! - 0x0966) % 0x80)),
};

/** Wraps a story or a test's tree in the {@link sampleFormat}. */
export function SampleFormat({ children }: { readonly children?: ReactNode }) {
  return <FormatProvider value={sampleFormat}>{children}</FormatProvider>;
}
