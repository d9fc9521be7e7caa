/**
 * How the design system writes this shop's money and reads typed digits (issue 34: `ui`
 * knows no catalogue): the catalogue's `formatPaise` in the page's language (Latin digits,
 * Indian grouping, whole rupees without '.00'; decision record 0003) and `latinDigits`.
 */
import { formatPaise, latinDigits } from '@storefront/catalog';
import type { UiFormat } from '@storefront/ui';
import { pageLocale } from '../i18n/locale';

/** The {@link UiFormat} every page gives the design system (`FormatProvider` in root.tsx). */
export const pageFormat: UiFormat = {
  money: (paise, fractionDigits = 'auto') => formatPaise(paise, fractionDigits, pageLocale()),
  latinDigits,
};
