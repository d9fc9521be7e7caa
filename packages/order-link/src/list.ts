/**
 * The order list: several products in one WhatsApp message. Line totals and
 * the grand total in integer paise; the wording is data; the link always stays under
 * {@link MAX_URL_LENGTH} characters, by writing the lines briefly (SKU, quantity, line
 * total) when the full list is too long, and then shortening the shopper's details.
 * Each line states its quantity, price basis, total and any saving.
 */
import type { CustomerDetails } from './customer';
import { briefSize, feet, fitCustomerDetails, messageEnding, oneLine, squareFeet } from './fit';
import { MAX_URL_LENGTH, whatsAppUrl, type MessageProduct, type OrderLink, type OrderShop } from './message';
import { areaSquareFeet, type LinePrice, type SizeInFeet } from './pricing';
import { orderListTotals } from './listTotals';
import { englishOrderListTemplate, type OrderListTemplate } from './listTemplate';
import { basisText, formatRupees, quantityText, type BasisTemplate } from './wording';

/** One line of an order list (SKU + variant + quantity (+ size) + note). */
export interface OrderListLine {
  /**
   * What is ordered: its SKU (for the brief form; a variant's own SKU when the line has
   * one), title, catalogue price and, optionally, what its pieces are called in
   * the message's language (`unit`: 'cards').
   */
  readonly product: MessageProduct & { readonly sku: string };
  /** How many, in pieces: a whole number ≥ 1, whole packs for a pack price (the product's minimum and step are the caller's rule). */
  readonly quantity: number;
  /** The printed size, for products priced by area. */
  readonly size?: SizeInFeet;
  /**
   * The chosen variant as a labelled line in the message's language ('Size: XL'):
   * its own line in the full form, in brackets after the SKU in the brief forms
   * ('t-shirts-1-xl (Size: XL) x2 = ₹698'); left out only when a list is too long for
   * even that, where the variant's SKU names it.
   */
  readonly variant?: string;
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

export type { OrderListLineTotals, OrderListTotals } from './listTotals';
export { orderListTotals };

export { englishOrderListTemplate, type OrderListTemplate } from './listTemplate';

/** The separator of a line's quantity, basis and total: '100 cards · ₹200 per 100 · ₹200'. */
const SEPARATOR = ' · ';

/**
 * A line's one-line summary: quantity with its unit, the price with its basis
 * (a pack as a bare number, since the quantity already names the pieces) and the line
 * total: '100 cards · ₹200 per 100 · ₹200'; for a price agreed in the chat, '50 · Price on request'.
 */
function lineSummary(line: OrderListLine, priced: LinePrice | null, template: BasisTemplate): string {
  const quantity = quantityText(line.quantity, line.product.unit, template);
  if (priced === null) return [quantity, template.priceOnRequest].join(SEPARATOR);
  const basis = basisText(line.product.price, line.product.unit, template, priced.unitPaise, 'bare');
  return [quantity, basis, formatRupees(priced.totalPaise)].join(SEPARATOR);
}

/**
 * How the lines are written: in full; briefly (SKU, variant, size, quantity, line total);
 * or, for the very longest lists, minimally (SKU, variant, size, quantity); and last,
 * without the variant's words (`codes`: SKU, size, quantity; the SKU of a variant is its
 * own), each to fit a link.
 */
type LineStyle = 'full' | 'brief' | 'minimal' | 'codes';

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
    const priced = totals.lines[i]?.linePrice ?? null;
    const variant = oneLine(line.variant ?? '');
    if (style !== 'full') {
      const variantText = variant === '' || style === 'codes' ? '' : ` (${variant})`;
      const sizeText = line.size ? ` ${briefSize(line.size, template.briefSize)}` : '';
      const totalText = style === 'brief' ? ` = ${priced === null ? '?' : formatRupees(priced.totalPaise)}` : '';
      out.push(`${i + 1}. ${line.product.sku}${variantText}${sizeText} x${line.quantity}${totalText}`);
      return;
    }
    out.push(`${i + 1}. ${line.product.title}`);
    if (variant !== '') out.push(variant);
    if (line.size) {
      const { lengthFeet, widthFeet } = line.size;
      const area = squareFeet(areaSquareFeet(line.size), template.squareFeet);
      out.push(`${template.size}: ${feet(lengthFeet, template.feet)} × ${feet(widthFeet, template.feet)} (${area})`);
    }
    out.push(lineSummary(line, priced, template));
    if (priced !== null && priced.savingPaise > 0) {
      out.push(`${template.youSave} ${formatRupees(priced.savingPaise)} (${template.bulkPrice})`);
    }
    const note = oneLine(line.note ?? '');
    if (note !== '') out.push(`${template.note}: ${note}`);
    if (line.productUrl) out.push(`${template.link}: ${line.productUrl}`);
    out.push('');
  });
  if (style !== 'full') out.push('');
  const pricedInChat =
    totals.pricedInChat > 0 ? ` ${template.pricedInChat.replaceAll('{count}', String(totals.pricedInChat))}` : '';
  const grand =
    totals.pricedInChat === request.lines.length ? template.priceOnRequest : formatRupees(totals.grandTotalPaise);
  out.push(`${template.grandTotal}: ${grand}${totals.pricedInChat === request.lines.length ? '' : pricedInChat}`);
  if (request.lines.some((line) => line.withPhotos)) out.push('', template.photos);
  if (style !== 'full') out.push('', style === 'brief' ? template.brief : template.minimal);

  out.push(...messageEnding(request.customer, template, shortened));
  return out.join('\n');
}

/**
 * The full message for an order list: greeting and reference, numbered lines (title,
 * variant, size, then one line of quantity · price with basis · line total, e.g. '100
 * cards · ₹200 per 100 · ₹200', then the saving of a price break, 'You save ₹350 (bulk
 * price)', note, link), the grand total (whole rupees without '.00'; saying how
 * many lines are priced in the chat), a reminder to expect photos where a line needs them,
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
 * lines written by SKU, variant and quantity only (the grand total stays); else without
 * the variants' words (the SKU of a variant is its own); and if even that does not fit
 * in `template`'s language, the same steps in English. Lines state their basis, break
 * and saving as in {@link buildOrderListMessage}.
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
  const hasVariants = request.lines.some((line) => oneLine(line.variant ?? '') !== '');
  for (const style of ['full', 'brief', 'minimal', 'codes'] as const) {
    // Without variants, `codes` would write the same message as `minimal`.
    if (style === 'codes' && !hasVariants) continue;
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
