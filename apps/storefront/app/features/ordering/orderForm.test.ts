import { deliversTo } from '@storefront/catalog';
import { profile } from 'virtual:shop-data';
import { describe, expect, it } from 'vitest';
import {
  customerForMessage,
  initialOrderValues,
  orderFields,
  orderFormErrors,
  orderFormNotes,
  shownFields,
} from './orderForm';
import { loadDetails, MAX_FIELD_LENGTH, saveDetails } from './savedDetails';
import { memoryStorage } from '../../test/storage';
import { frameIn } from '../../shop';
import { customerFieldOrder, emptyCustomerDetails } from '@storefront/order-link';

// The shop's own delivery area, as profile.yaml writes it: West Bengal, India.
const delivery = profile.delivery!;

/** A product sold by the piece with minimum order quantity `minQuantity`. */
const eachOf = (minQuantity: number) => ({
  title: 'Mug',
  price: { kind: 'fixed', unitPaise: 20000 } as const,
  minQuantity,
});

describe('the order form', () => {
  it('has the nine fields of the spec, in order', () => {
    expect(orderFields().map((field) => field.label)).toEqual([
      'First Name',
      'Last Name',
      'Phone Number',
      'Address Line 1',
      'Address Line 2',
      'Pincode',
      'State',
      'Country',
      'Quantity',
    ]);
  });

  it('takes no more of each detail than is kept on the device, and counts it', () => {
    const details = orderFields().filter((field) => field.name !== 'quantity');
    expect(details.map((field) => field.name).sort()).toEqual([...customerFieldOrder].sort());
    for (const field of details) expect(field.maxLength).toBe(MAX_FIELD_LENGTH);
    // What a full field holds is what is read back on the next visit.
    const storage = memoryStorage();
    saveDetails(storage, { ...emptyCustomerDetails, addressLine1: 'ক'.repeat(MAX_FIELD_LENGTH) });
    expect(loadDetails(storage)?.addressLine1).toHaveLength(MAX_FIELD_LENGTH);
  });

  it("starts the quantity at the product's minimum order quantity and the address in West Bengal, India", () => {
    expect(initialOrderValues(150, delivery)).toMatchObject({
      quantity: '150',
      state: 'West Bengal',
      country: 'India',
      firstName: '',
    });
  });

  it('requires nothing but a usable quantity', () => {
    expect(orderFormErrors(initialOrderValues(100), eachOf(100))).toEqual({});
    expect(orderFormErrors({ ...initialOrderValues(100), quantity: '99' }, eachOf(100))).toEqual({
      quantity: 'The minimum order for this product is 100.',
    });
    expect(orderFormErrors({ ...initialOrderValues(1), quantity: 'two' }, eachOf(1))).toHaveProperty('quantity');
  });

  it('blocks a quantity that is not a whole number, with a message', () => {
    expect(orderFormErrors({ ...initialOrderValues(1), quantity: '2.5' }, eachOf(1)).quantity).toMatch(/whole number/);
    expect(orderFormErrors({ ...initialOrderValues(1), quantity: '' }, eachOf(1)).quantity).toBeDefined();
  });

  it('advises on a mobile number that is not 10 digits starting 6–9, without blocking', () => {
    const values = { ...initialOrderValues(1), phone: '12345' };
    expect(orderFormNotes(values).phone).toEqual({
      tone: 'warning',
      text: expect.stringMatching(/10-digit mobile number/),
    });
    expect(orderFormErrors(values, eachOf(1))).toEqual({});
    expect(orderFormNotes({ ...values, phone: '+91 98765 43210' }).phone).toBeUndefined();
    expect(orderFormNotes({ ...values, phone: '' }).phone).toBeUndefined();
  });

  it('advises on a PIN code that is not 6 digits', () => {
    expect(orderFormNotes({ ...initialOrderValues(1), pinCode: '7321' }).pinCode).toEqual({
      tone: 'warning',
      text: 'A PIN code has 6 digits, e.g. 700001.',
    });
  });

  it('adds a friendly note for a PIN code outside West Bengal, and none inside it', () => {
    expect(orderFormNotes({ ...initialOrderValues(1), pinCode: '110001' }, delivery).pinCode).toEqual({
      tone: 'info',
      text: expect.stringMatching(/outside West Bengal/),
    });
    expect(orderFormNotes({ ...initialOrderValues(1), pinCode: '732103' }, delivery).pinCode).toBeUndefined();
  });

  it.each([
    ['700001', true],
    ['743501', true],
    ['734001', true],
    ['736101', true],
    ['741101', true],
    ['737101', false],
    ['744101', false],
    ['750001', false],
    ['699999', false],
    ['110001', false],
  ])('treats PIN code %s as in West Bengal: %s', (pin, inside) => {
    expect(deliversTo(delivery, pin)).toBe(inside);
  });

  it('writes a valid phone and PIN code tidily in the message and keeps anything else as typed', () => {
    expect(customerForMessage({ ...initialOrderValues(1), phone: '09876543210', pinCode: '700 001' })).toMatchObject({
      phone: '+91 98765 43210',
      pinCode: '700001',
    });
    expect(customerForMessage({ ...initialOrderValues(1), phone: 'call me', pinCode: '7000' })).toMatchObject({
      phone: 'call me',
      pinCode: '7000',
    });
    expect(customerForMessage(initialOrderValues(5))).not.toHaveProperty('quantity');
  });

  it("names the shop's own state and country in the messages' language, and sends any other place as typed", () => {
    const bengali = frameIn('bn-IN').profile.delivery!;
    expect(bengali).toMatchObject({ state: 'পশ্চিমবঙ্গ', country: 'ভারত' });
    const names = { known: [delivery, bengali], message: bengali };
    // An English page's form starts with 'West Bengal', 'India'; a Bengali message says পশ্চিমবঙ্গ, ভারত.
    expect(customerForMessage(initialOrderValues(1, delivery), names)).toMatchObject({
      state: 'পশ্চিমবঙ্গ',
      country: 'ভারত',
    });
    // However it was typed: case, spaces.
    expect(
      customerForMessage({ ...initialOrderValues(1), state: ' west  BENGAL ', country: 'india' }, names),
    ).toMatchObject({
      state: 'পশ্চিমবঙ্গ',
      country: 'ভারত',
    });
    expect(customerForMessage({ ...initialOrderValues(1, bengali), state: 'Sikkim' }, names)).toMatchObject({
      state: 'Sikkim',
      country: 'ভারত',
    });
    expect(customerForMessage(initialOrderValues(1, bengali), { ...names, message: delivery })).toMatchObject({
      state: 'West Bengal',
      country: 'India',
    });
  });
});

describe('which errors and notes the form shows', () => {
  it('shows only fields the shopper has left, and every field after a submit', () => {
    const all = { phone: 'Check the number', quantity: 'Too few' };
    expect(shownFields(all, new Set(), false)).toEqual({});
    expect(shownFields(all, new Set(['phone']), false)).toEqual({ phone: 'Check the number' });
    expect(shownFields(all, new Set(), true)).toEqual(all);
  });
});
