import { describe, expect, it } from 'vitest';
import { parseIndianMobile, parsePinCode } from './contact';

describe('Indian mobile numbers', () => {
  it.each([
    '9876543210',
    '+91 98765 43210',
    '+919876543210',
    '09876543210',
    '919876543210',
    '98765-43210',
    '(+91) 98765 43210',
    // Typed on a Bengali keyboard.
    '৯৮৭৬৫ ৪৩২১০',
    '+৯১ ৯৮৭৬৫-৪৩২১০',
  ])('accepts %s and writes it as +91 98765 43210', (input) => {
    expect(parseIndianMobile(input)).toEqual({ ok: true, value: '+91 98765 43210' });
  });

  it.each(['987654321', '98765432101', '5876543210', '+92 98765 43210', '033 2222 3333'])(
    'rejects %s with a hint about 10 digits',
    (input) => {
      const result = parseIndianMobile(input);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toMatch(/10-digit mobile number starting with 6, 7, 8 or 9/);
    },
  );

  it('says a number has only digits when letters are typed', () => {
    const result = parseIndianMobile('98765abcde');
    expect(!result.ok && result.error).toMatch(/only digits/);
  });
});

describe('PIN codes', () => {
  it.each([
    ['700001', '700001'],
    ['732 103', '732103'],
    ['৭৩২১০৩', '732103'],
    ['৭০০ ০০১', '700001'],
  ])('accepts %s', (input, value) => {
    expect(parsePinCode(input)).toEqual({ ok: true, value });
  });

  it.each(['70001', '7000011', '070001', 'abcdef', '70000a'])('rejects %s', (input) => {
    expect(parsePinCode(input)).toEqual({
      ok: false,
      problem: 'notPinCode',
      error: 'A PIN code has 6 digits, e.g. 700001.',
    });
  });
});
