import { defaultVariant, findVariant, productPath, type Product } from '@storefront/catalog';
import { useEffect } from 'react';
import { localisePath, useLocale } from '../../i18n/locale';

/**
 * Keeps the variant picked in the page's address, so a shared link opens the
 * same size: on arrival, `?variant=` picks (an old address of a grouped product moves to
 * the product's own address with its variant); each pick after that replaces the query.
 * History is written directly, not through the router: the page's data stays as it is.
 * @param product - the page's product (with its variants); @param variantSku - the variant picked, if any;
 * @param pick - picks a variant by SKU (the page's state setter).
 */
export function useVariantAddress(product: Product, variantSku: string | undefined, pick: (sku: string) => void) {
  const locale = useLocale();
  useEffect(() => {
    const wanted = new URLSearchParams(window.location.search).get('variant');
    if (wanted && findVariant(product, wanted)) pick(wanted);
    // Only once, on arrival: later picks write the address, they do not read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [product]);
  useEffect(() => {
    const own = productPath(product);
    if (!variantSku || !own || window.location.pathname.endsWith('/order-product')) return;
    const ownPath = localisePath(own, locale);
    const params = new URLSearchParams(window.location.search);
    const atOwn = window.location.pathname.replace(/\/$/, '') === ownPath;
    // A plain visit on the first variant keeps its plain address.
    if (atOwn && !params.has('variant') && variantSku === defaultVariant(product)?.sku) return;
    params.set('variant', variantSku);
    const address = `${ownPath}?${params}`;
    if (`${window.location.pathname}${window.location.search}` !== address) {
      window.history.replaceState(window.history.state, '', address);
    }
  }, [product, variantSku, locale]);
}
