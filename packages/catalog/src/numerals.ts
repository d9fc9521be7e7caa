/**
 * Digits as shoppers type them: a Bengali keyboard types ০–৯, a Hindi one
 * ०–९. Every parser of a number a shopper types (quantity, feet, rupees, mobile number,
 * PIN code) reads them through {@link latinDigits}, so '১০০' means the same as '100'.
 */

const BENGALI_ZERO = 0x09e6;
const DEVANAGARI_ZERO = 0x0966;

/**
 * `text` with every Bengali (০–৯, U+09E6–U+09EF) and Devanagari (०–९, U+0966–U+096F)
 * digit replaced by the ASCII digit of the same value; everything else unchanged.
 * '১০০' → '100'; '৯৮৭৬৫ ৪৩২১০' → '98765 43210'; '২.৫' → '2.5'.
 */
export function latinDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF\u0966-\u096F]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= BENGALI_ZERO ? code - BENGALI_ZERO : code - DEVANAGARI_ZERO);
  });
}
