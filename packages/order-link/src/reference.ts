/**
 * Short order references: something the shop and the shopper can both quote
 * in the chat ("about order 261121-7K3Q…"). Not a database key: there is no server.
 */

/** Crockford base32: digits and capitals without I, L, O and U, so a reference read aloud or retyped is unambiguous. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random characters after the date: 32⁴ ≈ 1 million per day, plenty for one shop. */
export const ORDER_REFERENCE_RANDOM_LENGTH = 4;

/** India's date, made on first use (a first `Intl.DateTimeFormat` loads locale and time zone data). */
let indiaDate: Intl.DateTimeFormat | undefined;
const indiaDateOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Kolkata',
  year: '2-digit',
  month: '2-digit',
  day: '2-digit',
};

function defaultRandomBytes(length: number): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(length));
}

/**
 * A reference such as `261121-7K3Q`: the order's date in India (YYMMDD, Asia/Kolkata)
 * and four random Crockford base32 characters.
 * `randomBytes(n)` must return `n` random bytes (default: `crypto.getRandomValues`).
 */
export function orderReference(
  now: Date = new Date(),
  randomBytes: (length: number) => Uint8Array = defaultRandomBytes,
): string {
  const parts = Object.fromEntries(
    (indiaDate ??= new Intl.DateTimeFormat('en-IN', indiaDateOptions))
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}${parts.month}${parts.day}`;
  // 256 is a multiple of 32, so `byte % 32` is uniform.
  const suffix = Array.from(randomBytes(ORDER_REFERENCE_RANDOM_LENGTH), (byte) => ALPHABET[byte % 32]).join('');
  return `${date}-${suffix}`;
}

/** True for a string in the {@link orderReference} format. */
export function isOrderReference(value: string): boolean {
  return new RegExp(`^\\d{6}-[${ALPHABET}]{${ORDER_REFERENCE_RANDOM_LENGTH}}$`).test(value);
}
