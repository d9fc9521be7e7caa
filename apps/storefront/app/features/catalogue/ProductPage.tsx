import {
  asVariant,
  chosenOptionsText,
  defaultVariant,
  findVariant,
  hasOptions,
  isOrderable,
  priceBreaksOf,
  variantPath,
} from '@storefront/catalog';
import { buildQuickOrderLink, productQuestionLink, shopMessageTemplates } from '@storefront/order-link';
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
  notify,
} from '@storefront/ui';
import { useState } from 'react';
import { useAbsoluteUrl } from '../../seo/absoluteUrl';
import { orderProductPath } from '../../lib/navigationState';
import { productCardProps } from './productCard';
import { localisePath, useLocale } from '../../i18n/locale';
import { m } from '../../paraglide/messages.js';
import type { ProductPageData } from '../../lib/shopData';
import { useFrame } from '../../shop';
import { addToOrderList } from '../ordering/addToOrderList';
import { BannerOrder } from '../ordering/BannerOrder';
import { parsedQuantity, ProductQuantity } from '../ordering/ProductQuantity';
import { ProductOptions } from './ProductOptions';
import { VariantOrderLinks } from './VariantOrderLinks';
import { quantityProblemText } from '../ordering/problemText';
import { useProductOrder, warmProductOrder } from '../ordering/useProductOrder';
import { useVariantAddress } from './useVariantAddress';

/** What the shopper hears after pressing Share / Copy link (the share sheet speaks for itself). */
function announceShare(outcome: ShareOutcome) {
  if (outcome === 'copied') void notify('success', m.share_copied());
  if (outcome === 'failed') void notify('error', m.share_failed());
}

/**
 * A product page (spec §2 'Product detail'): breadcrumbs, image panel, details
 * with the option pickers of a product with options (the variant picked is in
 * the address, `?variant=`, and is what the page prices and orders), the quantity picker
 * and Buy Now (or the size calculator for a product priced by area), Share and 'Ask
 * about this on WhatsApp', the photo note, up to four more products of its category, the
 * fast-delivery banner and the order modal. The order message links to the product's own
 * page (or, for a product without one, to `/order-product?sku=`). Without JavaScript, a
 * plain WhatsApp link with the product, its price and its link stands in for Buy Now.
 */
export function ProductPage({ page }: { page: ProductPageData }) {
  const { category, related, content } = page;
  const { profile } = useFrame();
  // A product with options shows, prices and orders the variant picked.
  const [variantSku, setVariantSku] = useState(page.variantSku ?? defaultVariant(page.product)?.sku);
  const variant = variantSku === undefined ? undefined : findVariant(page.product, variantSku);
  const product = variant ? asVariant(page.product, variant) : page.product;
  const messageVariant = variant && findVariant(page.messageProduct, variant.sku);
  const messageProduct = messageVariant ? asVariant(page.messageProduct, messageVariant) : page.messageProduct;
  useVariantAddress(page.product, variantSku, setVariantSku);
  // Shared and asked about at the address of the page's language, with the variant picked.
  const locale = useLocale();
  const path = localisePath(variantPath(product) ?? orderProductPath(product), locale);
  const url = useAbsoluteUrl(path);
  // The quantity the shopper picks before Buy Now or Add to order list, as typed.
  const [quantity, setQuantity] = useState(String(product.minQuantity));
  // Only a quantity the shopper picked here goes into the form; otherwise its draft (kept across a reload) stands.
  const [picked, setPicked] = useState(false);
  const parsed = parsedQuantity(product, quantity);
  const chosen = picked && parsed.ok ? parsed.value : undefined;
  const { order, request, ProductOrder } = useProductOrder();
  // Spec §1: the photo note and the fast-delivery banner, as the shop's content words them; the
  // note only where the shopper's photos are printed (not on letterheads or flex).
  const { banner } = content;
  const photoNote = product.withPhotos ? content.photoNote : undefined;
  const variantText = chosenOptionsText(messageProduct);
  const questionLink = productQuestionLink(
    { title: variantText ? `${messageProduct.title} (${variantText})` : messageProduct.title },
    url,
    profile,
    shopMessageTemplates(profile).question,
  );
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
          {/* A pointer, finger or focus in the details is intent to order: fetch the form's code. */}
          <div onPointerEnter={warmProductOrder} onTouchStart={warmProductOrder} onFocus={warmProductOrder}>
            <Box display="flex" flexDirection="column" gap="md">
              {product.price.kind === 'per-area' ? (
                <BannerOrder product={product} order={order} />
              ) : (
                <ProductDetails
                  title={product.title}
                  subtitle={product.subtitle}
                  price={product.price}
                  {...(product.unit ? { unit: product.unit } : {})}
                  minQuantity={product.minQuantity}
                  details={product.details}
                  onBuy={() => order.open(undefined, chosen)}
                  // A quantity that cannot be ordered (150 cards) is not swapped for another: the shopper hears why.
                  onAdd={() =>
                    parsed.ok
                      ? void addToOrderList(product, locale, { quantity: parsed.value })
                      : void notify('error', quantityProblemText(parsed, product))
                  }
                  // No price breaks in the data, so no claim of them: ask in the chat instead.
                  askBulk={
                    priceBreaksOf(product.price).length === 0 ? (
                      <Link href={questionLink} external>
                        {m.product_askBulk()}
                      </Link>
                    ) : undefined
                  }
                >
                  {variant ? (
                    <ProductOptions
                      product={page.product}
                      current={variant}
                      onPick={(next) => setVariantSku(next.sku)}
                    />
                  ) : null}
                  {isOrderable(product) ? (
                    <ProductQuantity
                      product={product}
                      value={quantity}
                      onChange={(value) => {
                        setQuantity(value);
                        setPicked(true);
                      }}
                    />
                  ) : null}
                </ProductDetails>
              )}
              {/* Without JavaScript: Buy Now cannot open its form, so a plain link orders instead. */}
              <noscript>
                <Notice tone="warning">
                  {m.product_noScript()}{' '}
                  {hasOptions(page.product) ? (
                    // Only prerendered HTML shows <noscript>: the browser's bundle leaves the links out (first-load JS stays small).
                    import.meta.env.SSR ? (
                      <VariantOrderLinks page={page} />
                    ) : null
                  ) : (
                    <Link
                      href={buildQuickOrderLink(messageProduct, url, profile, shopMessageTemplates(profile).order)}
                      external
                    >
                      {m.product_orderOnWhatsApp()}
                    </Link>
                  )}
                </Notice>
              </noscript>
              <Box display="flex" flexWrap="wrap" alignItems="center" gap="sm">
                <ShareButton url={url} title={product.title} onShared={announceShare} />
                <Link href={questionLink} external>
                  {m.product_ask()}
                </Link>
              </Box>
            </Box>
          </div>
        </ProductLayout>
      </Box>
      {photoNote ? <Notice tone="info">{photoNote}</Notice> : null}
      {category && related.length > 0 ? (
        <Section heading={m.product_moreFrom({ category: category.name })}>
          <ProductGrid label={m.product_moreFrom({ category: category.name })}>
            {related.map((other) => (
              <ProductCard key={other.sku} {...productCardProps(other, locale)} />
            ))}
          </ProductGrid>
        </Section>
      ) : null}
      {banner ? <Banner {...banner} /> : null}
      {request && ProductOrder ? (
        <ProductOrder product={product} messageProduct={messageProduct} productPath={path} request={request} />
      ) : null}
    </>
  );
}
