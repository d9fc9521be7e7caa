/**
 * Keeping a click-to-chat link under its length cap by shortening the shopper's free
 * text, shared by the single-product order and the order list.
 */
import { customerFieldOrder, type CustomerDetails } from './customer';
import { feet } from './units';

export { englishUnits, feet, squareFeet, type UnitTemplate } from './units';

/** A customer value on one line: trimmed, line breaks turned into ', '. */
export function oneLine(value: string): string {
  return value.trim().replace(/\s*\n\s*/g, ', ');
}

/**
 * A size as a brief order-list line writes it, each side in feet with at most two
 * decimals: 3 × 2 with '{length}x{width}ft' → '3x2ft'; 2.5 × 3.5 with '{length}x{width} ফুট' → '2.5x3.5 ফুট'.
 */
export function briefSize(size: { readonly lengthFeet: number; readonly widthFeet: number }, pattern: string): string {
  const side = (value: number) => feet(value, '{n}');
  return pattern.replaceAll('{length}', side(size.lengthFeet)).replaceAll('{width}', side(size.widthFeet));
}

/** The words both messages end with: the shopper's details, the 'shortened' note and the closing. */
export interface MessageEndingTemplate {
  /** The heading above the shopper's details: 'My details' ('আমার তথ্য'). */
  readonly customerHeading: string;
  /** The label of each customer field: 'PIN code' ('PIN code: 732103'). */
  readonly customer: Readonly<Record<keyof CustomerDetails, string>>;
  /**
   * Optional: the order the shopper's details are written in, as the language lists an
   * address; default {@link customerFieldOrder} (the spec's, country before state).
   * Bengali: …, 'pinCode', 'state', 'country' (রাজ্য before দেশ). List every field:
   * one left out is not written.
   */
  readonly customerOrder?: ReadonlyArray<keyof CustomerDetails>;
  /** The note added when long details had to be shortened to fit the link. */
  readonly shortened: string;
  /** The message's last line, asking the shop to confirm. */
  readonly closing: string;
}

/**
 * The end of an order message, as lines: the shopper's non-empty details under their
 * heading, in the template's `customerOrder` (empty fields are left out, not printed
 * blank), the note that long details were shortened when they were, and the closing line.
 */
export function messageEnding(
  customer: CustomerDetails,
  template: MessageEndingTemplate,
  shortened: boolean,
): string[] {
  const lines: string[] = [];
  const details = (template.customerOrder ?? customerFieldOrder)
    .map((field) => [template.customer[field], oneLine(customer[field])] as const)
    .filter(([, value]) => value !== '');
  if (details.length > 0) {
    lines.push('', template.customerHeading);
    for (const [label, value] of details) lines.push(`${label}: ${value}`);
  }
  if (shortened) lines.push('', template.shortened);
  lines.push('', template.closing);
  return lines;
}

/**
 * Cuts the longest customer fields (by encoded length, which is what a URL pays for) to
 * the longest prefix that fits, ending in '…' and never inside a character, until
 * `attempt(customer, true)` `fits`. Returns that link and the fields cut, or `undefined`
 * when it does not fit even with every field emptied.
 */
export function fitCustomerDetails<Link>(
  original: CustomerDetails,
  attempt: (customer: CustomerDetails, shortened: boolean) => Link,
  fits: (link: Link) => boolean,
): { link: Link; shortened: Array<keyof CustomerDetails> } | undefined {
  const encodedLength = (value: string) => encodeURIComponent(oneLine(value).toWellFormed()).length;
  const byLength = customerFieldOrder
    .filter((field) => oneLine(original[field]) !== '')
    .sort((a, b) => encodedLength(original[b]) - encodedLength(original[a]));
  // Hopeless even with every field emptied: say so at once instead of searching.
  const emptied = Object.fromEntries(customerFieldOrder.map((field) => [field, ''])) as unknown as CustomerDetails;
  if (!fits(attempt(emptied, true))) return undefined;
  let customer: CustomerDetails = { ...original };
  const shortened: Array<keyof CustomerDetails> = [];
  for (const field of byLength) {
    shortened.push(field);
    // Code points, so a cut never splits an emoji or a surrogate pair.
    const characters = Array.from(oneLine(customer[field]));
    const withPrefix = (length: number): CustomerDetails => ({
      ...customer,
      [field]: length === 0 ? '' : `${characters.slice(0, length).join('').trimEnd()}…`,
    });
    // The URL grows with the prefix, so binary-search the longest prefix that fits.
    let low = 1;
    let high = characters.length - 1;
    let best = 0;
    while (low <= high) {
      const middle = Math.floor((low + high) / 2);
      if (fits(attempt(withPrefix(middle), true))) {
        best = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    customer = withPrefix(best);
    const link = attempt(customer, true);
    if (fits(link)) return { link, shortened };
  }
  return undefined;
}
