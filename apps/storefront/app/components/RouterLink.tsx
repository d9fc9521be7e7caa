import type { LinkComponentProps } from '@storefront/ui';
import { Link } from 'react-router';
import { localisePath, pathWithoutLocale, useLocale } from '../i18n/locale';
import { orderPageSkus, warmOrderLink } from '../offline/orderLinks';
import { useNewVersion } from '../offline/newVersion';
import { keepsScrollPosition } from '../shop';

/**
 * Lets `@storefront/ui` links navigate with react-router, carrying history `state`. A
 * site path stays in the page's language: on a Bengali page '/product/mugs'
 * leads to '/bn/product/mugs', so data and components name paths without a language.
 * On intent (hover, focus, touch) a link fetches its page's code and data, and for the
 * `/order-product?sku=…` its product's shard (ADR 0010), so the page shows at once when followed; after a new
 * deployment took over, it loads its page in full instead, except a link that
 * carries `state` (Buy Now's product): a full load would drop it, so that page loads in
 * the app, and the order page reloads itself once, keeping the state, if its code is gone
 * (`reloadForMissingCode`).
 */
export function RouterLink({ href, state, ref, onPointerEnter, onFocus, onTouchStart, ...props }: LinkComponentProps) {
  const locale = useLocale();
  const to = localisePath(href, locale);
  // A newer deployment took over: the next page loads in full, with its code and prices,
  // unless the link carries state a full load would lose.
  const reloadDocument = useNewVersion() && state === undefined;
  const skus = orderPageSkus(pathWithoutLocale(href));
  const warm = skus ? () => warmOrderLink(locale, skus) : undefined;
  return (
    <Link
      ref={ref}
      to={to}
      state={state}
      prefetch="intent"
      // A static site's manifest has every route from the start (React Router's route
      // discovery is 'initial' with `ssr: false`): no `data-discover` on each link.
      discover="none"
      reloadDocument={reloadDocument}
      preventScrollReset={keepsScrollPosition(href)}
      onPointerEnter={(event) => {
        warm?.();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        warm?.();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        warm?.();
        onTouchStart?.(event);
      }}
      {...props}
    />
  );
}
