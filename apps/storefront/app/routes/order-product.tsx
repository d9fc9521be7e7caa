import { EmptyState, Skeleton, SkeletonRegion } from '@storefront/ui';
import { useLocation } from 'react-router';
import { CategoryButtons } from '../features/catalogue/CategoryButtons';
import { PageError } from '../components/PageError';
import { ProductPage } from '../features/catalogue/ProductPage';
import { localeOfPath, useLocale } from '../i18n/locale';
import { productForOrderPage } from '../lib/orderPageProduct';
import { productPageData, type ProductPageData } from '../lib/shopData';
import { useOrderProducts, warmOrderPage } from '../offline/orderProducts';
import { m } from '../paraglide/messages.js';
import { profile, useFrame } from '../shop';
import type { Route } from './+types/order-product';
import { SlowLoading } from '../offline/SlowLoading';

/** Title; kept out of search results, as the page depends on navigation state. */
export const meta: Route.MetaFunction = ({ location }) => [
  { title: m.orderProduct_title({ shopName: profile.displayName }, { locale: localeOfPath(location.pathname) }) },
  { name: 'robots', content: 'noindex' },
];

// A reload or an order message's link: the product's shards start downloading while the page hydrates (ADR 0010).
warmOrderPage('/order-product', (url) => [url.searchParams.get('sku') ?? ''].filter(Boolean), { withRelated: true });

/**
 * `/order-product?sku=…` (spec §2 'Product detail'): the product arrives as navigation
 * state from a Buy Now button, and shows at once; the rest of its page (category, more
 * products) comes with its product shard and those of its related products (ADR 0010),
 * loaded on demand and warmed when a finger lands on Buy Now. A reload or the link in an
 * order message names the product by `?sku=` and waits for its shard. With neither, the page says so and links to
 * the catalogue instead of showing a blank or 'undefined'.
 */
export default function OrderProductRoute() {
  const location = useLocation();
  const { categories } = useFrame();
  const sku = new URLSearchParams(location.search).get('sku');
  const { shop, messageShop, failed } = useOrderProducts(useLocale(), sku ? [sku] : [], { withRelated: true });
  const product = productForOrderPage(shop?.catalogue, location.state, location.search);

  let page: ProductPageData | undefined;
  if (product && shop && messageShop) page = productPageData(shop, product, messageShop);
  else if (product) {
    // Until the catalogue arrives: the product from Buy Now, named in its category.
    const category = categories.find((candidate) => candidate.slug === product.categorySlug);
    page = { product, messageProduct: product, related: [], content: {}, ...(category ? { category } : {}) };
  }
  if (page) return <ProductPage key={page.product.sku} page={page} />;
  if (sku && !shop && failed) return <PageError error={new Error('The catalogue could not be loaded')} />;
  if (sku && !shop) {
    return (
      <SkeletonRegion label={m.shop_loading({ shopName: profile.displayName })} slow={<SlowLoading />}>
        <Skeleton width="40%" height="1.75rem" />
        <Skeleton shape="block" height="12rem" />
      </SkeletonRegion>
    );
  }
  return (
    <EmptyState
      heading={m.orderProduct_heading()}
      text={m.orderProduct_text()}
      actions={<CategoryButtons home={m.orderProduct_browse()} />}
    />
  );
}

/** A failure on this page shows the shop's error page, with Try again and a way home. */
export { RouteErrorBoundary as ErrorBoundary } from '../components/PageError';
