/**
 * 'Ask about this on WhatsApp': a short question about one product, with its
 * link, typed into a chat with the shop. Wording is data, like the order message's.
 */
import { whatsAppUrl, type OrderShop } from './message';

/**
 * The wording of a product question. `{shopName}`, `{title}` and `{url}` are replaced by
 * the shop's name, the product's title and the absolute URL of its page.
 */
export interface ProductQuestionTemplate {
  readonly question: string;
}

/** The English wording of a product question. */
export const englishQuestionTemplate: ProductQuestionTemplate = {
  question: 'Hello {shopName}! I have a question about “{title}”: {url}',
};

/**
 * The `https://wa.me/<number>?text=…` link that opens a chat with the shop with a
 * question about `product` typed in, naming it and linking to `productUrl`.
 * @throws TypeError when the shop's WhatsApp number is malformed (see `whatsAppUrl`).
 */
export function productQuestionLink(
  product: { readonly title: string },
  productUrl: string,
  shop: OrderShop,
  template: ProductQuestionTemplate = englishQuestionTemplate,
): string {
  const values: Record<string, string> = { shopName: shop.displayName, title: product.title, url: productUrl };
  // One pass, so a title that itself contains '{url}' is not replaced again.
  const text = template.question.replace(/\{(shopName|title|url)\}/g, (_, name: string) => values[name] ?? '');
  return whatsAppUrl(shop.whatsAppNumber, text);
}
