import type { LinkComponentProps } from '@storefront/ui';
import { Link, useLocation } from 'react-router';
import { localeOfPath, localisePath } from '../i18n/locale';
import { keepsScrollPosition } from '../shop';

/**
 * Lets `@storefront/ui` links navigate with react-router, carrying history `state`. A
 * site path stays in the page's language (issue 11): on a Bengali page '/product/mugs'
 * leads to '/bn/product/mugs', so data and components name paths without a language.
 */
export function RouterLink({ href, state, ref, ...props }: LinkComponentProps) {
  const to = localisePath(href, localeOfPath(useLocation().pathname));
  return <Link ref={ref} to={to} state={state} preventScrollReset={keepsScrollPosition(href)} {...props} />;
}
