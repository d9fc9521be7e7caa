import { Button, EmptyState } from '@storefront/ui';
import { useLocation } from 'react-router';
import { ProductPage } from '../components/ProductPage';
import { productForOrderPage } from '../lib/navigationState';
import { localeOfPath } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { profile, useShop } from '../shop';
import type { Route } from './+types/order-product';

/** Title; kept out of search results, as the page depends on navigation state. */
export const meta: Route.MetaFunction = ({ location }) => [
  { title: m.orderProduct_title({ shopName: profile.displayName }, { locale: localeOfPath(location.pathname) }) },
  { name: 'robots', content: 'noindex' },
];

/**
 * `/order-product?sku=…` (spec §2 'Product detail'): the product arrives as navigation
 * state from a Buy Now button, or by its SKU in the address (a reload, the link in an
 * order message). With neither, the page says so and links to the catalogue instead of
 * showing a blank or 'undefined'.
 */
export default function OrderProductRoute() {
  const location = useLocation();
  const { catalogue } = useShop();
  const product = productForOrderPage(catalogue, location.state, location.search);
  if (!product) {
    return (
      <EmptyState
        heading={m.orderProduct_heading()}
        text={m.orderProduct_text()}
        actions={
          <>
            <Button href="/">{m.orderProduct_browse()}</Button>
            {catalogue.navigation.map((link) => (
              <Button key={link.href} href={link.href} tone="secondary" size="sm">
                {link.label}
              </Button>
            ))}
          </>
        }
      />
    );
  }
  return <ProductPage key={product.sku} product={product} />;
}
