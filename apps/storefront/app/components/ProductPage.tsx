import { findCategory, productPath, relatedProducts, type Product } from '@storefront/catalog';
import { productQuestionLink, shopMessageTemplates } from '@storefront/order-link';
import {
  Banner,
  Box,
  Breadcrumbs,
  ImageGallery,
  Link,
  Notice,
  ProductCard,
  ProductDetails,
  ProductGrid,
  ProductLayout,
  Section,
  ShareButton,
  type ShareOutcome,
} from '@storefront/ui';
import { toast } from 'react-toastify';
import { useAbsoluteUrl } from '../lib/absoluteUrl';
import { orderProductPath } from '../lib/navigationState';
import { productCardProps } from '../lib/productCard';
import { localisePath, pageLocale } from '../i18n/locale';
import { m } from '../paraglide/messages.js';
import { productForMessage, useShop } from '../shop';
import { addToOrderList } from './addToOrderList';
import { BannerOrder } from './BannerOrder';
import { useOrderFlow } from './OrderFlow';

/** What the shopper hears after pressing Share / Copy link (the share sheet speaks for itself). */
function announceShare(outcome: ShareOutcome) {
  if (outcome === 'copied') toast.success(m.share_copied());
  if (outcome === 'failed') toast.error(m.share_failed());
}

/**
 * A product page (spec §2 'Product detail'; issue 9): breadcrumbs, image panel, details
 * with Buy Now (or the size calculator for a product priced by area), Share and 'Ask
 * about this on WhatsApp', the photo note, up to four more products of its category, the
 * fast-delivery banner and the order modal. The order message links to the product's own
 * page (or, for a product without one, to `/order-product?sku=`).
 */
export function ProductPage({ product }: { product: Product }) {
  const { catalogue, content, profile } = useShop();
  // Shared and asked about at the address of the page's language.
  const path = localisePath(productPath(product) ?? orderProductPath(product), pageLocale());
  const url = useAbsoluteUrl(path);
  const order = useOrderFlow(product, path);
  const category = product.categorySlug === null ? undefined : findCategory(catalogue, product.categorySlug);
  const related = relatedProducts(catalogue, product);
  // Spec §1: the photo note and the fast-delivery banner, as the shop's content words them.
  const { photoNote, banner } = content.productPage ?? {};
  return (
    <>
      <Box display="flex" flexDirection="column" gap="md">
        <Breadcrumbs
          items={[
            { label: m.product_home(), href: '/' },
            ...(category ? [{ label: category.name, href: `/product/${category.slug}` }] : []),
            { label: product.title },
          ]}
        />
        <ProductLayout gallery={<ImageGallery images={product.images} />}>
          <Box display="flex" flexDirection="column" gap="md">
            {product.price.kind === 'per-area' ? (
              <BannerOrder product={product} order={order} />
            ) : (
              <ProductDetails
                title={product.title}
                subtitle={product.subtitle}
                price={product.price}
                minQuantity={product.minQuantity}
                details={product.details}
                onBuy={() => order.open()}
                onAdd={() => addToOrderList(product)}
              />
            )}
            <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
              <ShareButton url={url} title={product.title} onShared={announceShare} />
              <Link
                href={productQuestionLink(
                  productForMessage(product),
                  url,
                  profile,
                  shopMessageTemplates(profile).question,
                )}
                external
              >
                {m.product_ask()}
              </Link>
            </Box>
          </Box>
        </ProductLayout>
      </Box>
      {photoNote ? <Notice tone="info">{photoNote}</Notice> : null}
      {category && related.length > 0 ? (
        <Section heading={m.product_moreFrom({ category: category.name })}>
          <ProductGrid label={m.product_moreFrom({ category: category.name })}>
            {related.map((other) => (
              <ProductCard key={other.sku} {...productCardProps(other)} />
            ))}
          </ProductGrid>
        </Section>
      ) : null}
      {banner ? <Banner {...banner} /> : null}
      {order.dialog}
    </>
  );
}
