import type { Product } from '@storefront/catalog';
import { Banner, ImageGallery, Notice, ProductDetails, ProductLayout } from '@storefront/ui';
import type { ReactNode } from 'react';
import { catalogue } from '../shop';
import { useOrderFlow, type OrderFlow } from './OrderFlow';

/** Spec §1: the note every product page carries. */
export const photoOrderNote =
  'For customized gifts with your photo, please place your order via WhatsApp and share your images with us!';

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
  const { fastDelivery } = catalogue.banners;
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
      <Notice tone="info">{photoOrderNote}</Notice>
      <Banner heading={fastDelivery.heading} text={fastDelivery.text} image={fastDelivery.image} />
      {order.dialog}
    </>
  );
}
