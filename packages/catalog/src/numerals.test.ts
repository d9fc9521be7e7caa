import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPaise, parseRupees } from './money';
import { latinDigits } from './numerals';

const bengali = '০১২৩৪৫৬৭৮৯';
const devanagari = '०१२३४५६७८९';

describe('digits as shoppers type them', () => {
  it('reads Bengali and Devanagari digits as 0–9 and leaves everything else alone', () => {
    expect(latinDigits('১০০')).toBe('100');
    expect(latinDigits('৯৮৭৬৫ ৪৩২১০')).toBe('98765 43210');
    expect(latinDigits('२.५')).toBe('2.5');
    expect(latinDigits('অমিত 42 ₹')).toBe('অমিত 42 ₹');
    for (let d = 0; d <= 9; d++) {
      expect(latinDigits(bengali[d]!)).toBe(String(d));
      expect(latinDigits(devanagari[d]!)).toBe(String(d));
    }
  });

  it('gives the same number for any whole number written in either script', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const latin = String(n);
        const inBengali = [...latin].map((d) => bengali[Number(d)]).join('');
        expect(latinDigits(inBengali)).toBe(latin);
      }),
    );
  });

  it('reads rupees typed in Bengali digits', () => {
    expect(parseRupees('৫০০')).toBe(50_000);
    // Too large to count exactly in paise (found by src/data/outsideInput.test.ts).
    expect(parseRupees('90071992547409.92')).toBeUndefined();
    expect(parseRupees('₹ ১,২৫০.৫০')).toBe(125_050);
  });
});

describe('money on Bengali pages', () => {
  it('is written in Latin digits with the rupee sign and lakh grouping, exactly as on English pages', () => {
    for (const paise of [20_000, 2_000_000, 10_000_000, 1_999, 8_750]) {
      expect(formatPaise(paise, 2, 'bn-IN')).toBe(formatPaise(paise, 2, 'en-IN'));
    }
    expect(formatPaise(10_000_000, 2, 'bn-IN')).toBe('₹1,00,000.00');
    expect(formatPaise(20_000, 0, 'bn-IN')).toBe('₹200');
    // Whole rupees without '.00', anything else with two decimals.
    expect([formatPaise(20_000, 'auto', 'bn-IN'), formatPaise(13_550, 'auto')]).toEqual(['₹200', '₹135.50']);
  });
});
