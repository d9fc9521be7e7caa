/**
 * How every order message writes money, quantities and the price basis: whole
 * rupees without '.00', a quantity with what its pieces are called ('100 cards'), and
 * what a price is for ('₹200 per 100 cards', '₹15 each', '₹10 per sq ft'). The words are
 * template data, so a language changes them without code; numbers are Latin digits with
 * Indian grouping in every language, as the shop's price tags are.
 */
import { formatPaise, type Price, type ShopLocale } from '@storefront/catalog';
import { englishUnits, type UnitTemplate } from './units';

/**
 * The words of a price basis and a quantity, as patterns. `{n}` is a grouped
 * number ('1,000'), `{unit}` what the pieces are called ('cards'), `{price}` an amount
 * ('₹200') and `{pack}` a quantity as {@link count} or {@link countOf} writes it.
 */
export interface BasisTemplate extends UnitTemplate {
  /** A quantity of pieces without a name: English '{n}' ('2'), Bengali '{n}টি' ('2টি'). */
  readonly count: string;
  /** A quantity with what its pieces are called: English '{n} {unit}' ('100 cards'), Bengali '{n}টি {unit}'. */
  readonly countOf: string;
  /** A price per piece: English '{price} each', Bengali 'প্রতিটি {price}'. */
  readonly each: string;
  /** A price per pack: English '{price} per {pack}' ('₹200 per 100 cards'), Bengali 'প্রতি {pack} {price}'. */
  readonly perPack: string;
  /** A price per square foot: English '{price} per sq ft', Bengali 'প্রতি বর্গফুট {price}'. */
  readonly perSquareFoot: string;
  /** What a price agreed in the chat is called: 'Price on request'. */
  readonly priceOnRequest: string;
  /** The mark of a price after a price break: 'bulk price'. */
  readonly bulkPrice: string;
  /** The label of what a price break saves: 'You save' ('You save: ₹350'). */
  readonly youSave: string;
  /**
   * Optional: the label of the price of one piece, e.g. Bengali 'একটির দাম' ('one piece's
   * price'). When set, a one-product message writes a per-piece price (a fixed price, or
   * an area price once the size is known) as '{unitPrice}: ₹15' or '{unitPrice}: ₹87.50
   * (প্রতি বর্গফুট ₹10)' instead of the price label with {@link each}; a pack price keeps
   * its basis ('দাম: প্রতি 100টি কার্ড ₹200'). Unset (English): '{price label}: ₹15 each'.
   */
  readonly unitPrice?: string;
}

/** The English words of a price basis and a quantity: '100 cards', '₹200 per 100 cards', '₹15 each'. */
export const englishBasis: BasisTemplate = {
  ...englishUnits,
  count: '{n}',
  countOf: '{n} {unit}',
  each: '{price} each',
  perPack: '{price} per {pack}',
  perSquareFoot: '{price} per sq ft',
  priceOnRequest: 'Price on request',
  bulkPrice: 'bulk price',
  youSave: 'You save',
};

/**
 * Integer paise as en-IN rupees for a message: whole rupees without decimals,
 * any other amount with two ('₹200', '₹1,650', '₹1,00,000', '₹135.50').
 * @param paise - the amount, in integer paise
 * @throws RangeError when `paise` is not a safe integer (as `formatPaise`).
 */
export function formatRupees(paise: number): string {
  return formatPaise(paise, 'auto');
}

/**
 * The Bengali words of a price basis and a quantity, as a West Bengal shop
 * says them, with Latin digits: '100টি কার্ড', 'প্রতি 100টি কার্ড ₹200', 'প্রতিটি ₹15',
 * 'প্রতি বর্গফুট ₹10', and the price of one piece labelled 'একটির দাম' ('একটির দাম: ₹15');
 * a price past a break is the 'বেশি পরিমাণের দাম' (the price for a larger quantity) and
 * its saving the 'সাশ্রয়', the site's own words; a price agreed in the chat asks the shop
 * 'দাম চ্যাটে জানাবেন' ('please tell me the price in the chat').
 */
export const bengaliBasis: BasisTemplate = {
  feet: '{n} ফুট',
  squareFeet: '{n} বর্গফুট',
  count: '{n}টি',
  countOf: '{n}টি {unit}',
  each: 'প্রতিটি {price}',
  perPack: 'প্রতি {pack} {price}',
  perSquareFoot: 'প্রতি বর্গফুট {price}',
  priceOnRequest: 'দাম চ্যাটে জানাবেন',
  bulkPrice: 'বেশি পরিমাণের দাম',
  youSave: 'সাশ্রয়',
  unitPrice: 'একটির দাম',
};

/** Every language's basis words, by locale (an app picks them by the page's locale). */
export const basisTemplates: Readonly<Record<ShopLocale, BasisTemplate>> = {
  'en-IN': englishBasis,
  'bn-IN': bengaliBasis,
};

let grouping: Intl.NumberFormat | undefined;

/**
 * `n` with Indian digit grouping in Latin digits (100000 → '1,00,000'), as every message and
 * message-side error writes a number. The formatter is made on first use, not when the module
 * loads: a browser's first `Intl.NumberFormat` loads its number data (150–245 ms at Lighthouse's
 * 4× CPU slowdown), which a page that imports this package but writes no message must not pay.
 */
function groupDigits(n: number): string {
  grouping ??= new Intl.NumberFormat('en-IN');
  return grouping.format(n);
}

/**
 * A quantity of pieces as a message writes it: Indian grouping, and the
 * pieces' name when the product has one. English: 1000 'letterheads' → '1,000
 * letterheads', 2 without a unit → '2'; Bengali: 100 'কার্ড' → '100টি কার্ড', 2 → '2টি'.
 * @param quantity - in pieces
 * @param unit - what the pieces are called, plural, in the template's language ('cards'); absent: none
 */
export function quantityText(
  quantity: number,
  unit: string | undefined,
  template: Pick<BasisTemplate, 'count' | 'countOf'> = englishBasis,
): string {
  const n = groupDigits(quantity);
  // A function replacement, so a '$' in the data is never read as a replacement pattern.
  return unit
    ? template.countOf.replaceAll('{n}', n).replaceAll('{unit}', () => unit)
    : template.count.replaceAll('{n}', n);
}

/**
 * What one unit of sale costs, with its basis: '₹200 per 100 cards', '₹15
 * each', '₹10 per sq ft', or for a banner of a known size '₹87.50 each (₹10 per sq ft)';
 * the template's `priceOnRequest` for a price agreed in the chat or not available.
 * @param unitPaise - the price of one unit of sale after any break, in paise (default:
 *   the catalogue price; for a per-area price, the price of one piece of the size ordered,
 *   absent when there is no size yet)
 * @param pack - 'named' writes the pack with its pieces' name ('per 100 cards'); 'bare'
 *   leaves it out where the quantity beside it already names them ('per 100').
 */
export function basisText(
  price: Price,
  unit: string | undefined,
  template: BasisTemplate,
  unitPaise?: number,
  pack: 'named' | 'bare' = 'named',
): string {
  const priced = (pattern: string, paise: number) => pattern.replaceAll('{price}', formatRupees(paise));
  switch (price.kind) {
    case 'fixed':
      return priced(template.each, unitPaise ?? price.unitPaise);
    case 'per-pack': {
      const packText = quantityText(price.packSize, pack === 'named' ? unit : undefined, template);
      return priced(template.perPack.replaceAll('{pack}', packText), unitPaise ?? price.packPaise);
    }
    case 'per-area': {
      const rate = priced(template.perSquareFoot, price.paisePerSquareFoot);
      return unitPaise === undefined ? rate : `${priced(template.each, unitPaise)} (${rate})`;
    }
    case 'on-request':
    case 'unavailable':
      return template.priceOnRequest;
  }
}

/**
 * The price line of a one-product message: '{label}: {basis}' ('Price: ₹200
 * per 100 cards', 'Price: ₹15 each'); or, when `template` labels the price of one piece
 * ({@link BasisTemplate.unitPrice}) and the price is one piece's (a fixed price, or an
 * area price with `unitPaise` for the size ordered), '{unitPrice}: ₹15' and
 * '{unitPrice}: ₹87.50 (প্রতি বর্গফুট ₹10)'. Whole rupees without '.00'.
 * @param label - the template's label of the price line ('Price', 'দাম')
 * @param unitPaise - as {@link basisText}: the price of one unit of sale, in paise
 */
export function priceLineText(
  price: Price,
  unit: string | undefined,
  template: BasisTemplate,
  label: string,
  unitPaise?: number,
): string {
  const { unitPrice } = template;
  if (unitPrice !== undefined && price.kind === 'fixed') {
    return `${unitPrice}: ${formatRupees(unitPaise ?? price.unitPaise)}`;
  }
  if (unitPrice !== undefined && price.kind === 'per-area' && unitPaise !== undefined) {
    // Without a size, basisText writes the rate: 'প্রতি বর্গফুট ₹10'.
    return `${unitPrice}: ${formatRupees(unitPaise)} (${basisText(price, unit, template)})`;
  }
  return `${label}: ${basisText(price, unit, template, unitPaise)}`;
}
