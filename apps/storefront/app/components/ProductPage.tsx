import type { Product } from '@storefront/catalog';
import { Banner, ImageGallery, Notice, ProductDetails, ProductLayout } from '@storefront/ui';
import type { ReactNode } from 'react';
import { content } from '../shop';
import { useOrderFlow, type OrderFlow } from './OrderFlow';

/**
 * A product page (spec §2 'Product detail'): image panel, details (or, through
 * `renderDetails`, a calculator), the photo note, the fast-delivery banner and the order modal.
 */
export function ProductPage({
  product,
  productPath,
  renderDetails,
}: {
  product: Product;
  /** The site path that shows this product, linked from the order message. */
  productPath: string;
  renderDetails?: (order: OrderFlow) => ReactNode;
}) {
  const order = useOrderFlow(product, productPath);
  // Spec §1: the photo note and the fast-delivery banner, as the shop's content words them.
  const { photoNote, banner } = content.productPage ?? {};
  return (
    <>
      <ProductLayout gallery={<ImageGallery images={product.images} />}>
        {renderDetails ? (
          renderDetails(order)
        ) : (
          <ProductDetails
            title={product.title}
            subtitle={product.subtitle}
            price={product.price}
            minQuantity={product.minQuantity}
            details={product.details}
            onBuy={() => order.open()}
          />
        )}
      </ProductLayout>
      {photoNote ? <Notice tone="info">{photoNote}</Notice> : null}
      {banner ? <Banner {...banner} /> : null}
      {order.dialog}
    </>
  );
}
