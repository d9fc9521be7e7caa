/**
 * The order message sent to the shop and the WhatsApp click-to-chat URL that carries it.
 * Spec §7 (order hand-off: greeting, title, price, quantity, optional size, customer
 * details, closing line), plus the line total.
 */
import type { Price } from '@storefront/catalog';
import { formatPaise } from './money';
import { areaSquareFeet, lineTotalPaise, unitPricePaise, type SizeInFeet } from './pricing';

/**
 * The shopper's details from the order form (spec §3 'Order form'); any may be empty.
 * (A type alias, not an interface, so it also fits `Record<string, string>` form state.)
 */
export type CustomerDetails = {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly pinCode: string;
  readonly state: string;
  readonly country: string;
};

/** The customer fields in the order the spec lists them for the message. */
export const customerFieldOrder = [
  'firstName',
  'lastName',
  'phone',
  'addressLine1',
  'addressLine2',
  'pinCode',
  'country',
  'state',
] as const satisfies ReadonlyArray<keyof CustomerDetails>;

/**
 * One order: what, how many (a whole number ≥ 1), the size for area-priced products,
 * and who is ordering.
 */
export interface OrderRequest {
  readonly product: { readonly title: string; readonly price: Price };
  readonly quantity: number;
  readonly size?: SizeInFeet;
  readonly customer: CustomerDetails;
}

/**
 * The wording of the message, as data so another shop (or language) changes words
 * without code. `{shopName}` in `greeting` is replaced by the shop's display name.
 */
export interface OrderMessageTemplate {
  readonly greeting: string;
  readonly product: string;
  readonly unitPrice: string;
  readonly perSquareFoot: string;
  readonly priceOnRequest: string;
  readonly quantity: string;
  readonly length: string;
  readonly width: string;
  readonly area: string;
  readonly lineTotal: string;
  readonly customerHeading: string;
  readonly customer: Readonly<Record<keyof CustomerDetails, string>>;
  readonly closing: string;
}

/** The English wording of the order message. */
export const englishOrderTemplate: OrderMessageTemplate = {
  greeting: 'Hello {shopName}! I would like to place an order.',
  product: 'Product',
  unitPrice: 'Unit price',
  perSquareFoot: 'per sq ft',
  priceOnRequest: 'Price on request',
  quantity: 'Quantity',
  length: 'Length',
  width: 'Width',
  area: 'Area',
  lineTotal: 'Total',
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
  closing: 'Please confirm my order and let me know the next steps.',
};

function feet(value: number): string {
  return `${Number(value.toFixed(2))} ft`;
}

/**
 * The message text for `order` to the shop called `shopName`, one fact a line.
 * Empty customer fields are left out rather than printed blank. Prices are formatted
 * with en-IN rupees; the line total is unit price × quantity.
 * @throws TypeError when an area-priced product comes without a size.
 * @throws RangeError when the quantity is not a whole number ≥ 1.
 */
export function buildOrderMessage(
  order: OrderRequest,
  shopName: string,
  template: OrderMessageTemplate = englishOrderTemplate,
): string {
  const { product, quantity, size, customer } = order;
  const unit = unitPricePaise(product.price, size);
  const lines: string[] = [template.greeting.replaceAll('{shopName}', shopName), ''];
  lines.push(`${template.product}: ${product.title}`);
  if (size) {
    lines.push(`${template.length}: ${feet(size.lengthFeet)}`);
    lines.push(`${template.width}: ${feet(size.widthFeet)}`);
    lines.push(`${template.area}: ${Number(areaSquareFeet(size).toFixed(4))} sq ft`);
  }
  if (unit === null) {
    lines.push(`${template.unitPrice}: ${template.priceOnRequest}`);
  } else if (product.price.kind === 'per-area') {
    lines.push(`${template.unitPrice}: ${formatPaise(unit)} (${formatPaise(product.price.paisePerSquareFoot)} ${template.perSquareFoot})`);
  } else {
    lines.push(`${template.unitPrice}: ${formatPaise(unit)}`);
  }
  lines.push(`${template.quantity}: ${quantity}`);
  const total = unit === null ? null : lineTotalPaise(unit, quantity);
  lines.push(`${template.lineTotal}: ${total === null ? template.priceOnRequest : formatPaise(total)}`);

  const details = customerFieldOrder
    .map((field) => [template.customer[field], customer[field].trim()] as const)
    .filter(([, value]) => value !== '');
  if (details.length > 0) {
    lines.push('', template.customerHeading);
    for (const [label, value] of details) lines.push(`${label}: ${value.replace(/\s*\n\s*/g, ', ')}`);
  }
  lines.push('', template.closing);
  return lines.join('\n');
}

/**
 * The WhatsApp click-to-chat URL that opens a chat with `whatsAppNumber` (country code
 * and digits, e.g. '919876543210') with `text` typed in: `https://wa.me/<digits>?text=...`.
 * @throws TypeError when the number is not 8–15 digits, so no link ever reads `wa.me/undefined`.
 */
export function whatsAppUrl(whatsAppNumber: string, text: string): string {
  if (!/^[1-9]\d{7,14}$/.test(whatsAppNumber)) {
    throw new TypeError(`WhatsApp number must be 8–15 digits with the country code, got "${whatsAppNumber}"`);
  }
  // A lone UTF-16 surrogate would make encodeURIComponent throw: replace it with U+FFFD.
  return `https://wa.me/${whatsAppNumber}?text=${encodeURIComponent(text.toWellFormed())}`;
}
