/**
 * The product page's order action without JavaScript (issue 13): a plain link that opens
 * WhatsApp with a short message naming the product, its price and its page, in the
 * order message's own wording. The shop asks for quantity and details in the chat.
 */
import type { Price } from '@storefront/catalog';
import { formatPaise } from '@storefront/catalog';
import { englishOrderTemplate, whatsAppUrl, type OrderMessageTemplate, type OrderShop } from './message';

/**
 * The short message for `product`: greeting, product, unit price (per square foot for
 * area-priced products, 'price on request' when it has none), the page's link and the
 * closing line. Prices are en-IN rupees, as in every order message.
 */
export function buildQuickOrderMessage(
  product: { readonly title: string; readonly price: Price },
  productUrl: string,
  shop: Pick<OrderShop, 'displayName'>,
  template: OrderMessageTemplate = englishOrderTemplate,
): string {
  const { price } = product;
  const unitPrice =
    price.kind === 'fixed'
      ? formatPaise(price.unitPaise)
      : price.kind === 'per-area'
        ? `${formatPaise(price.paisePerSquareFoot)} ${template.perSquareFoot}`
        : template.priceOnRequest;
  return [
    template.greeting.replaceAll('{shopName}', shop.displayName),
    '',
    `${template.product}: ${product.title}`,
    `${template.unitPrice}: ${unitPrice}`,
    `${template.productLink}: ${productUrl}`,
    '',
    template.closing,
  ].join('\n');
}

/**
 * The `https://wa.me/<number>?text=…` link of {@link buildQuickOrderMessage}: a page's
 * order action that works without JavaScript.
 * @throws TypeError when the shop's WhatsApp number is malformed (see `whatsAppUrl`).
 */
export function buildQuickOrderLink(
  product: { readonly title: string; readonly price: Price },
  productUrl: string,
  shop: OrderShop,
  template: OrderMessageTemplate = englishOrderTemplate,
): string {
  return whatsAppUrl(shop.whatsAppNumber, buildQuickOrderMessage(product, productUrl, shop, template));
}
