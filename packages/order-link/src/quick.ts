/**
 * The product page's order action without JavaScript: a plain link that opens
 * WhatsApp with a short message naming the product, its price with its basis
 * and its page, in the order message's own wording. The shop asks for quantity and
 * details in the chat.
 */
import {
  englishOrderTemplate,
  whatsAppUrl,
  type MessageProduct,
  type OrderMessageTemplate,
  type OrderShop,
} from './message';
import { priceLineText } from './wording';

/**
 * The short message for `product`: greeting, product, the variant picked when `product`
 * names one (`variant`: 'Size: XL', in the message's language), its catalogue price with the basis
 * ('Price: ₹200 per 100 cards', 'Price: ₹15 each', 'Price: ₹10 per sq ft'; a
 * fixed price under the template's `unitPrice` label where it has one: 'একটির দাম: ₹15') or
 * the template's 'Price on request' line, the page's link and the closing line. Prices
 * are en-IN rupees, whole rupees without '.00', as in every order message.
 */
export function buildQuickOrderMessage(
  product: MessageProduct & { readonly variant?: string },
  productUrl: string,
  shop: Pick<OrderShop, 'displayName'>,
  template: OrderMessageTemplate = englishOrderTemplate,
): string {
  const { price } = product;
  const priceLine =
    price.kind === 'on-request' || price.kind === 'unavailable'
      ? template.priceOnRequest
      : priceLineText(price, product.unit, template, template.price);
  return [
    template.greeting.replaceAll('{shopName}', shop.displayName),
    '',
    `${template.product}: ${product.title}`,
    // The variant picked, as a labelled line ('Size: XL'), where there is one.
    ...(product.variant?.trim() ? [product.variant.trim().replace(/\s+/g, ' ')] : []),
    priceLine,
    `${template.productLink}: ${productUrl}`,
    '',
    template.closing,
  ].join('\n');
}

/**
 * The `https://wa.me/<number>?text=…` link of {@link buildQuickOrderMessage}: a page's
 * order action that works without JavaScript, its price stated with its basis.
 * @throws TypeError when the shop's WhatsApp number is malformed (see `whatsAppUrl`).
 */
export function buildQuickOrderLink(
  product: MessageProduct & { readonly variant?: string },
  productUrl: string,
  shop: OrderShop,
  template: OrderMessageTemplate = englishOrderTemplate,
): string {
  return whatsAppUrl(shop.whatsAppNumber, buildQuickOrderMessage(product, productUrl, shop, template));
}
