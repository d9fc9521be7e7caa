import { parseFeet, parseIndianMobile, parseQuantity } from '@storefront/order-link';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLocale } from '../../i18n/locale';
import { initialOrderValues, orderFields, orderFormErrors, orderFormNotes } from './orderForm';
import { sideProblemText } from './problemText';

/** The failure of a parse that must fail. */
function failure(parsed: ReturnType<typeof parseFeet>) {
  if (parsed.ok) throw new Error(`expected a failed parse, got ${parsed.value}`);
  return parsed;
}

/** A product sold by the piece with minimum order quantity `minQuantity`. */
const eachOf = (minQuantity: number) => ({
  title: 'Mug',
  price: { kind: 'fixed', unitPaise: 20000 } as const,
  minQuantity,
});

describe('what is wrong with a typed value, in the page language', () => {
  afterEach(() => setPageLocale('en-IN'));

  it('words a quantity, a side, a phone number and a PIN code in Bengali on a Bengali page', () => {
    setPageLocale('bn-IN');
    const values = { ...initialOrderValues(100), quantity: '৫০', phone: '12345', pinCode: '৭০০' };
    expect(orderFormErrors(values, eachOf(100))).toEqual({ quantity: 'এই পণ্যের ন্যূনতম অর্ডার 100টি।' });
    expect(orderFormNotes(values)).toEqual({
      phone: { tone: 'warning', text: '6, 7, 8 বা 9 দিয়ে শুরু হওয়া 10 অঙ্কের মোবাইল নম্বর লিখুন (+91 সহ বা ছাড়া)।' },
      pinCode: { tone: 'warning', text: 'পিন কোডে ছয়টি অঙ্ক থাকে, যেমন 700001।' },
    });
    expect(sideProblemText('width', failure(parseFeet('0', 'Width')))).toBe('প্রস্থ কমপক্ষে 1 ফুট হতে হবে।');
    expect(orderFields().map((field) => field.label)).toContain('পিন কোড');
  });

  it('takes Bengali digits as the same quantity and number as Latin ones', () => {
    setPageLocale('bn-IN');
    expect(orderFormErrors({ ...initialOrderValues(100), quantity: '১০০' }, eachOf(100))).toEqual({});
    expect(parseQuantity('১০০', 100)).toEqual({ ok: true, value: 100 });
    expect(parseIndianMobile('৯৮৭৬৫ ৪৩২১০')).toEqual({ ok: true, value: '+91 98765 43210' });
  });

  it('says visiting cards come in packs of 100 and suggests the nearest packs, in both languages', () => {
    const cards = {
      title: 'Standard Business Cards',
      price: { kind: 'per-pack', packPaise: 20000, packSize: 100 } as const,
      minQuantity: 100,
    };
    const at = (quantity: string) => orderFormErrors({ ...initialOrderValues(100), quantity }, cards);
    expect(at('150')).toEqual({ quantity: 'Standard Business Cards come in packs of 100: order 100 or 200.' });
    expect(at('300')).toEqual({});
    setPageLocale('bn-IN');
    expect(at('৩৫০')).toEqual({
      quantity: 'Standard Business Cards 100টির প্যাকে পাওয়া যায়: 300 বা 400টি অর্ডার করুন।',
    });
  });

  it('keeps the English words on an English page', () => {
    expect(orderFormErrors({ ...initialOrderValues(100), quantity: '2.5' }, eachOf(100))).toEqual({
      quantity: 'Quantity must be a whole number, like 1 or 100.',
    });
    expect(sideProblemText('length', failure(parseFeet('', 'Length')))).toBe('Enter the length in feet.');
  });
});
