import { Button, EmptyState } from '@storefront/ui';
import { useLocation } from 'react-router';
import { ProductPage } from '../components/ProductPage';
import { productForOrderPage } from '../lib/navigationState';
import { catalogue, profile } from '../shop';
import type { Route } from './+types/order-product';

/** Title; kept out of search results, as the page depends on navigation state. */
export const meta: Route.MetaFunction = () => [
  { title: `Order — ${profile.displayName}` },
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
  const product = productForOrderPage(catalogue, location.state, location.search);
  if (!product) {
    return (
      <EmptyState
        heading="Choose a product to order"
        text="This page shows the product you picked with Buy Now, but no product came with this link. Pick one from our categories:"
        actions={
          <>
            <Button href="/">Browse the home page</Button>
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
