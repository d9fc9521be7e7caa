/**
 * Keeping a click-to-chat link under its length cap by shortening the shopper's free
 * text (issue 4), shared by the single-product order and the order list (issue 10).
 */
import { customerFieldOrder, type CustomerDetails } from './customer';

/** A customer value on one line: trimmed, line breaks turned into ', '. */
export function oneLine(value: string): string {
  return value.trim().replace(/\s*\n\s*/g, ', ');
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
