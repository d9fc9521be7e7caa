import { describe, expect, it } from 'vitest';
import { initialOrderValues, orderFields, orderFormErrors } from './orderForm';

describe('the order form', () => {
  it('has the nine fields of the spec, in order', () => {
    expect(orderFields.map((field) => field.label)).toEqual([
      'First Name', 'Last Name', 'Phone Number', 'Address Line 1', 'Address Line 2', 'Pincode', 'State', 'Country', 'Quantity',
    ]);
  });

  it("starts the quantity at the product's minimum order quantity and the address in West Bengal, India", () => {
    expect(initialOrderValues(150)).toMatchObject({ quantity: '150', state: 'West Bengal', country: 'India', firstName: '' });
  });

  it('requires nothing but a usable quantity', () => {
    expect(orderFormErrors(initialOrderValues(100), 100)).toEqual({});
    expect(orderFormErrors({ ...initialOrderValues(100), quantity: '99' }, 100)).toEqual({ quantity: 'The minimum order for this product is 100.' });
    expect(orderFormErrors({ ...initialOrderValues(1), quantity: 'two' }, 1)).toHaveProperty('quantity');
  });
});
