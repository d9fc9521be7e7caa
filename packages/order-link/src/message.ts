/**
 * The order message sent to the shop and the WhatsApp click-to-chat URL that carries it.
 * Spec §7 (order hand-off: greeting, title, price, quantity, optional size, customer
 * details, closing line), plus the line total, an order reference and a product link,
 * kept under {@link MAX_URL_LENGTH} characters by {@link buildOrderLink}.
 * Every price states its basis and the break in force.
 */
import type { Price } from '@storefront/catalog';
import { isWhatsAppNumber } from '@storefront/catalog';
import type { CustomerDetails } from './customer';
import { feet, fitCustomerDetails, messageEnding, oneLine, squareFeet, type MessageEndingTemplate } from './fit';
import { areaSquareFeet, linePrice, type SizeInFeet } from './pricing';
import { englishBasis, formatRupees, priceLineText, quantityText, type BasisTemplate } from './wording';

/**
 * What a message names of a product: its title, catalogue price (basis and breaks) and,
 * optionally, what its pieces are called (`unit`, plural, in the message's language:
 * 'cards', 'কার্ড'), for '100 cards' and '₹200 per 100 cards'.
 */
export interface MessageProduct {
  readonly title: string;
  readonly price: Price;
  readonly unit?: string;
}

/**
 * One order: what, how many (in pieces: a whole number ≥ 1, and whole packs for a pack
 * price), the size for area-priced products, who is ordering, and optionally
 * the chosen `variant` as a labelled line in the message's language ('Size: XL'), a
 * short `reference` (see `orderReference`) and the absolute `productUrl` of the
 * product's page, each printed in the message.
 */
export interface OrderRequest {
  readonly product: MessageProduct;
  readonly quantity: number;
  readonly size?: SizeInFeet;
  readonly variant?: string;
  readonly customer: CustomerDetails;
  readonly reference?: string;
  readonly productUrl?: string;
}

/**
 * The shop an order goes to: the part of a `ShopProfile` the message needs.
 * `whatsAppNumber` is digits with the country code, e.g. '919876543210'.
 */
export interface OrderShop {
  readonly displayName: string;
  readonly whatsAppNumber: string;
}

/**
 * The wording of the message, as data so another shop (or language) changes words
 * without code. `{shopName}` in `greeting` is replaced by the shop's display name;
 * `shortened` is the note added when long details had to be cut to fit the link. The
 * price basis, quantity and saving words are {@link BasisTemplate}'s; the
 * customer details and closing are {@link MessageEndingTemplate}'s.
 */
export interface OrderMessageTemplate extends BasisTemplate, MessageEndingTemplate {
  readonly greeting: string;
  readonly reference: string;
  readonly product: string;
  readonly productLink: string;
  /** The label of the price line: 'Price' ('Price: ₹200 per 100 cards'). */
  readonly price: string;
  readonly quantity: string;
  readonly length: string;
  readonly width: string;
  readonly area: string;
  readonly lineTotal: string;
}

/** The English wording of the order message ('Quantity: 100 cards', 'Price: ₹200 per 100 cards'). */
export const englishOrderTemplate: OrderMessageTemplate = {
  greeting: 'Hello {shopName}! I would like to place an order.',
  reference: 'Order ref',
  product: 'Product',
  productLink: 'Link',
  price: 'Price',
  quantity: 'Quantity',
  length: 'Length',
  width: 'Width',
  area: 'Area',
  lineTotal: 'Total',
  ...englishBasis,
  customerHeading: 'My details',
  customer: {
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone number',
    addressLine1: 'Address line 1',
    addressLine2: 'Address line 2',
    pinCode: 'PIN code',
    state: 'State',
    country: 'Country',
  },
  shortened: '(Some of my details were too long for the WhatsApp link and were shortened; I will send the rest here.)',
  closing: 'Please confirm my order and let me know the next steps.',
};

function composeMessage(
  order: OrderRequest,
  shopName: string,
  template: OrderMessageTemplate,
  shortened: boolean,
): string {
  const { product, quantity, size, variant, customer, reference, productUrl } = order;
  const line = linePrice(product.price, quantity, size);
  const lines: string[] = [template.greeting.replaceAll('{shopName}', shopName)];
  if (reference) lines.push(`${template.reference}: ${reference}`);
  lines.push('', `${template.product}: ${product.title}`);
  const variantLine = oneLine(variant ?? '');
  if (variantLine !== '') lines.push(variantLine);
  if (productUrl) lines.push(`${template.productLink}: ${productUrl}`);
  if (size) {
    lines.push(`${template.length}: ${feet(size.lengthFeet, template.feet)}`);
    lines.push(`${template.width}: ${feet(size.widthFeet, template.feet)}`);
    lines.push(`${template.area}: ${squareFeet(areaSquareFeet(size), template.squareFeet)}`);
  }
  lines.push(`${template.quantity}: ${quantityText(quantity, product.unit, template)}`);
  if (line === null) {
    lines.push(template.priceOnRequest);
  } else {
    const bulk = line.breakIndex >= 0 ? ` (${template.bulkPrice})` : '';
    lines.push(`${priceLineText(product.price, product.unit, template, template.price, line.unitPaise)}${bulk}`);
    lines.push(`${template.lineTotal}: ${formatRupees(line.totalPaise)}`);
    if (line.savingPaise > 0) lines.push(`${template.youSave}: ${formatRupees(line.savingPaise)}`);
  }

  lines.push(...messageEnding(customer, template, shortened));
  return lines.join('\n');
}

/**
 * The message text for `order` to `shop`, one fact a line (spec §7): greeting,
 * order reference, product, its variant and its link, size in feet, quantity with its
 * unit ('Quantity: 100 cards'), price with its basis ('Price: ₹200 per 100 cards', marked
 * '(bulk price)' past a break; the price of one piece under the template's `unitPrice`
 * label where it has one, 'একটির দাম: ₹15'), line total ('Total: ₹200'), what a break
 * saves ('You save: ₹350'), or 'Price on request' instead of the price lines; then every
 * non-empty customer field, in the template's order, and the closing line. Empty fields
 * are left out rather than printed blank. Prices are en-IN rupees, whole rupees without '.00'.
 * @throws TypeError when an area-priced product comes without a size.
 * @throws RangeError when the quantity is not a whole number ≥ 1 or not whole packs (see `linePrice`).
 */
export function buildOrderMessage(
  order: OrderRequest,
  shop: Pick<OrderShop, 'displayName'>,
  template: OrderMessageTemplate = englishOrderTemplate,
): string {
  return composeMessage(order, shop.displayName, template, false);
}

/**
 * Longest click-to-chat URL we produce, in characters (raised from 2,000; see
 * docs/adr/0002-orders-through-whatsapp-click-to-chat.md). HTTP (RFC 9110 §4.1) recommends that every sender and recipient support URIs of at
 * least 8,000 octets, and no browser or WhatsApp app the shop's customers use breaks below
 * that; the old 2,000 came from Internet Explorer. Half of 8,000 keeps a wide margin and
 * lets a Bengali message, whose letters cost 9 characters each once percent-encoded, carry
 * a whole order with the shopper's details: a 3-line Bengali list with a full address is
 * about 3,800 characters, a 1-product order about 2,300.
 */
export const MAX_URL_LENGTH = 4000;

/**
 * The hand-off for one order: the message text, its `https://wa.me/…` URL, and which
 * customer fields had to be shortened (empty when none).
 */
export interface OrderLink {
  readonly text: string;
  readonly url: string;
  readonly shortened: ReadonlyArray<keyof CustomerDetails>;
}

/**
 * The message and click-to-chat URL for `order`, with the URL always shorter than
 * `maxUrlLength` characters. When the shopper's free text would make it longer, the
 * longest customer fields are cut (ending in '…', never inside a character) and the
 * template's `shortened` note is added, instead of producing a link that breaks.
 * @throws RangeError when even without customer details the order does not fit (a
 *   catalogue problem, e.g. a product title of thousands of characters).
 * @throws TypeError / RangeError as {@link buildOrderMessage} and {@link whatsAppUrl}.
 */
export function buildOrderLink(
  order: OrderRequest,
  shop: OrderShop,
  template: OrderMessageTemplate = englishOrderTemplate,
  maxUrlLength: number = MAX_URL_LENGTH,
): OrderLink {
  const attempt = (customer: CustomerDetails, shortened: boolean) => {
    const text = composeMessage({ ...order, customer }, shop.displayName, template, shortened);
    return { text, url: whatsAppUrl(shop.whatsAppNumber, text) };
  };
  const fits = (link: { url: string }) => link.url.length < maxUrlLength;

  const full = attempt(order.customer, false);
  if (fits(full)) return { ...full, shortened: [] };
  const fitted = fitCustomerDetails(order.customer, attempt, fits);
  if (fitted) return { ...fitted.link, shortened: fitted.shortened };
  throw new RangeError(
    `The order for "${order.product.title}" does not fit in a ${maxUrlLength}-character link even without customer details`,
  );
}

/** @throws TypeError when `whatsAppNumber` is not 8–15 digits (country code first). */
function assertWhatsAppNumber(whatsAppNumber: string): void {
  if (!isWhatsAppNumber(whatsAppNumber)) {
    throw new TypeError(`WhatsApp number must be 8–15 digits with the country code, got "${whatsAppNumber}"`);
  }
}

/**
 * The WhatsApp click-to-chat URL that opens a chat with `whatsAppNumber` (country code
 * and digits, e.g. '919876543210') with `text` typed in: `https://wa.me/<digits>?text=...`.
 * @throws TypeError when the number is not 8–15 digits, so no link ever reads `wa.me/undefined`.
 */
export function whatsAppUrl(whatsAppNumber: string, text: string): string {
  assertWhatsAppNumber(whatsAppNumber);
  // A lone UTF-16 surrogate would make encodeURIComponent throw: replace it with U+FFFD.
  return `https://wa.me/${whatsAppNumber}?text=${encodeURIComponent(text.toWellFormed())}`;
}

/**
 * The WhatsApp app's own link for the same chat: `whatsapp://send?phone=<digits>&text=...`.
 * It opens the app directly, without loading wa.me, so it works offline on a phone with
 * WhatsApp installed, which then sends the message once the network is back.
 * @throws TypeError as {@link whatsAppUrl}.
 */
export function whatsAppAppUrl(whatsAppNumber: string, text: string): string {
  assertWhatsAppNumber(whatsAppNumber);
  return `whatsapp://send?phone=${whatsAppNumber}&text=${encodeURIComponent(text.toWellFormed())}`;
}
