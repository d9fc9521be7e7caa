/**
 * The order list (issue 10): several products in one WhatsApp message. Line totals and
 * the grand total in integer paise; the wording is data; the link always stays under
 * {@link MAX_URL_LENGTH} characters, by writing the lines briefly (SKU, quantity, line
 * total) when the full list is too long, and then shortening the shopper's details.
 */
import { formatPaise, type Price } from '@storefront/catalog';
import type { CustomerDetails } from './customer';
import { englishUnits, feet, fitCustomerDetails, messageEnding, oneLine, squareFeet, type UnitTemplate } from './fit';
import { englishOrderTemplate, MAX_URL_LENGTH, whatsAppUrl, type OrderLink, type OrderShop } from './message';
import { areaSquareFeet, lineTotalPaise, unitPricePaise, type SizeInFeet } from './pricing';

/** One line of an order list. */
export interface OrderListLine {
  /** What is ordered: its SKU (for the brief form), title and catalogue price. */
  readonly product: { readonly sku: string; readonly title: string; readonly price: Price };
  /** How many: a whole number ≥ 1 (the product's minimum is the caller's rule). */
  readonly quantity: number;
  /** The printed size, for products priced by area. */
  readonly size?: SizeInFeet;
  /** The shopper's personalisation note (the name to print…), sent exactly as typed. */
  readonly note?: string;
  /** The absolute URL of the product's page. */
  readonly productUrl?: string;
  /** True for products personalised with the shopper's photos: the message says photos will follow. */
  readonly withPhotos?: boolean;
}

/** An order list to send: its lines, the shopper's details and an optional order reference. */
export interface OrderListRequest {
  readonly lines: readonly OrderListLine[];
  readonly customer: CustomerDetails;
  readonly reference?: string;
}

/** The money of an order list, in integer paise. */
export interface OrderListTotals {
  /** Per line: the unit price and line total, or `null` for a price agreed in the chat. */
  readonly lines: ReadonlyArray<{ readonly unitPaise: number | null; readonly lineTotalPaise: number | null }>;
  /** The sum of the priced lines. */
  readonly grandTotalPaise: number;
  /** How many lines are priced in the chat (price on request), left out of the grand total. */
  readonly pricedInChat: number;
}

/**
 * Unit prices, line totals and the grand total of `lines`, exactly, in paise.
 * @throws TypeError when an area-priced line comes without a size.
 * @throws RangeError when a quantity is not a whole number ≥ 1.
 */
export function orderListTotals(lines: readonly OrderListLine[]): OrderListTotals {
  const priced = lines.map((line) => {
    const unitPaise = unitPricePaise(line.product.price, line.size);
    return { unitPaise, lineTotalPaise: unitPaise === null ? null : lineTotalPaise(unitPaise, line.quantity) };
  });
  return {
    lines: priced,
    grandTotalPaise: priced.reduce((sum, line) => sum + (line.lineTotalPaise ?? 0), 0),
    pricedInChat: priced.filter((line) => line.lineTotalPaise === null).length,
  };
}

/**
 * The wording of an order-list message. `{shopName}` and `{count}` are replaced in
 * `greeting`, `{count}` in `pricedInChat`; the customer labels are the order form's.
 */
export interface OrderListTemplate extends UnitTemplate {
  readonly greeting: string;
  readonly reference: string;
  readonly size: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly lineTotal: string;
  readonly priceOnRequest: string;
  readonly note: string;
  readonly link: string;
  readonly grandTotal: string;
  readonly pricedInChat: string;
  readonly photos: string;
  readonly brief: string;
  readonly minimal: string;
  readonly customerHeading: string;
  readonly customer: Readonly<Record<keyof CustomerDetails, string>>;
  readonly shortened: string;
  readonly closing: string;
}

/** The English wording of an order-list message. */
export const englishOrderListTemplate: OrderListTemplate = {
  greeting: 'Hello {shopName}! I would like to order these {count} items.',
  reference: englishOrderTemplate.reference,
  size: 'Size',
  quantity: 'Quantity',
  unitPrice: englishOrderTemplate.unitPrice,
  lineTotal: englishOrderTemplate.lineTotal,
  priceOnRequest: englishOrderTemplate.priceOnRequest,
  note: 'Note',
  link: englishOrderTemplate.productLink,
  grandTotal: 'Grand total',
  ...englishUnits,
  pricedInChat: '(plus {count} priced in the chat)',
  photos: 'Some items are personalised with my photos: I will share them here in the chat.',
  brief:
    '(My list was too long for one WhatsApp link, so each item is written briefly by its code; I will send my notes here.)',
  minimal:
    '(My list was too long for one WhatsApp link, so each item is written by its code and quantity only; I will send my notes here.)',
  customerHeading: englishOrderTemplate.customerHeading,
  customer: englishOrderTemplate.customer,
  shortened: englishOrderTemplate.shortened,
  closing: englishOrderTemplate.closing,
};

/**
 * How the lines are written: in full; briefly (SKU, size, quantity, line total); or,
 * for the very longest lists, minimally (SKU, size, quantity), each to fit a link.
 */
type LineStyle = 'full' | 'brief' | 'minimal';

function compose(
  request: OrderListRequest,
  shopName: string,
  template: OrderListTemplate,
  style: LineStyle,
  shortened: boolean,
): string {
  const totals = orderListTotals(request.lines);
  const count = String(request.lines.length);
  const out = [template.greeting.replaceAll('{shopName}', shopName).replaceAll('{count}', count)];
  if (request.reference) out.push(`${template.reference}: ${request.reference}`);
  out.push('');
  request.lines.forEach((line, i) => {
    const { unitPaise, lineTotalPaise: total } = totals.lines[i] ?? { unitPaise: null, lineTotalPaise: null };
    if (style !== 'full') {
      const sizeText = line.size
        ? ` ${Number(line.size.lengthFeet.toFixed(2))}x${Number(line.size.widthFeet.toFixed(2))}ft`
        : '';
      const totalText = style === 'brief' ? ` = ${total === null ? '?' : formatPaise(total)}` : '';
      out.push(`${i + 1}. ${line.product.sku}${sizeText} x${line.quantity}${totalText}`);
      return;
    }
    out.push(`${i + 1}. ${line.product.title}`);
    if (line.size) {
      const { lengthFeet, widthFeet } = line.size;
      const area = squareFeet(areaSquareFeet(line.size), template.squareFeet);
      out.push(`${template.size}: ${feet(lengthFeet, template.feet)} × ${feet(widthFeet, template.feet)} (${area})`);
    }
    out.push(`${template.quantity}: ${line.quantity}`);
    out.push(`${template.unitPrice}: ${unitPaise === null ? template.priceOnRequest : formatPaise(unitPaise)}`);
    out.push(`${template.lineTotal}: ${total === null ? template.priceOnRequest : formatPaise(total)}`);
    const note = oneLine(line.note ?? '');
    if (note !== '') out.push(`${template.note}: ${note}`);
    if (line.productUrl) out.push(`${template.link}: ${line.productUrl}`);
    out.push('');
  });
  if (style !== 'full') out.push('');
  const pricedInChat =
    totals.pricedInChat > 0 ? ` ${template.pricedInChat.replaceAll('{count}', String(totals.pricedInChat))}` : '';
  const grand =
    totals.pricedInChat === request.lines.length ? template.priceOnRequest : formatPaise(totals.grandTotalPaise);
  out.push(`${template.grandTotal}: ${grand}${totals.pricedInChat === request.lines.length ? '' : pricedInChat}`);
  if (request.lines.some((line) => line.withPhotos)) out.push('', template.photos);
  if (style !== 'full') out.push('', style === 'brief' ? template.brief : template.minimal);

  out.push(...messageEnding(request.customer, template, shortened));
  return out.join('\n');
}

/**
 * The full message for an order list: greeting and reference, numbered lines (title,
 * size, quantity, unit price, line total, note, link), the grand total (saying how many
 * lines are priced in the chat), a reminder to expect photos where a line needs them,
 * the shopper's non-empty details and the closing line.
 * @throws TypeError / RangeError as {@link orderListTotals}.
 */
export function buildOrderListMessage(
  request: OrderListRequest,
  shop: Pick<OrderShop, 'displayName'>,
  template: OrderListTemplate = englishOrderListTemplate,
): string {
  return compose(request, shop.displayName, template, 'full', false);
}

/** The hand-off for an order list: text, `wa.me` URL, whether lines were written briefly, and details shortened. */
export interface OrderListLink extends OrderLink {
  /** True when the lines had to be written briefly (by SKU) to fit the link. */
  readonly brief: boolean;
}

/**
 * The message and click-to-chat URL for an order list, always shorter than
 * `maxUrlLength`: in full if it fits; else with the lines written briefly by SKU (the
 * message says so), the shopper's longest details shortened if need be; else with the
 * lines written by SKU and quantity only (the grand total stays); and if even that does
 * not fit in `template`'s language, the same steps in English.
 * @throws RangeError when an empty list is given, or (only for absurd data) nothing fits.
 * @throws TypeError / RangeError as {@link orderListTotals} and {@link whatsAppUrl}.
 */
export function buildOrderListLink(
  request: OrderListRequest,
  shop: OrderShop,
  template: OrderListTemplate = englishOrderListTemplate,
  maxUrlLength: number = MAX_URL_LENGTH,
): OrderListLink {
  if (request.lines.length === 0) throw new RangeError('An order list needs at least one line');
  const fits = (link: { url: string }) => link.url.length < maxUrlLength;
  for (const style of ['full', 'brief', 'minimal'] as const) {
    const attempt = (customer: CustomerDetails, shortened: boolean) => {
      const text = compose({ ...request, customer }, shop.displayName, template, style, shortened);
      return { text, url: whatsAppUrl(shop.whatsAppNumber, text) };
    };
    const whole = attempt(request.customer, false);
    if (fits(whole)) return { ...whole, brief: style !== 'full', shortened: [] };
    if (style !== 'full') {
      const fitted = fitCustomerDetails(request.customer, attempt, fits);
      if (fitted) return { ...fitted.link, brief: true, shortened: fitted.shortened };
    }
  }
  // A language whose letters cost more in a URL (Bengali: 9 characters each) can run out
  // of room where English would not: the list then goes out in English's compact form
  // rather than not at all (the shopper's own words are unchanged).
  if (template !== englishOrderListTemplate) {
    return buildOrderListLink(request, shop, englishOrderListTemplate, maxUrlLength);
  }
  throw new RangeError(
    `An order list of ${request.lines.length} lines does not fit in a ${maxUrlLength}-character link`,
  );
}
