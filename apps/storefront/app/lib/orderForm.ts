/**
 * The order form's fields and rules (spec §2 'Order modal', §3 'Order form', §5).
 * The spec makes no field required; only the quantity is checked, because a message
 * with an unusable quantity would be no order at all.
 */
import type { CustomerDetails } from '@storefront/order-link';
import { parseQuantity } from '@storefront/order-link';
import type { OrderField } from '@storefront/ui';

/** Everything the form holds: the customer's details plus the quantity as typed. */
export type OrderFormValues = CustomerDetails & { quantity: string };

/** The nine fields in the spec's order, with labels and phone-keyboard hints. */
export const orderFields: readonly OrderField[] = [
  { name: 'firstName', label: 'First Name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last Name', autoComplete: 'family-name' },
  { name: 'phone', label: 'Phone Number', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
  { name: 'addressLine1', label: 'Address Line 1', autoComplete: 'address-line1' },
  { name: 'addressLine2', label: 'Address Line 2', autoComplete: 'address-line2' },
  { name: 'pinCode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'country', label: 'Country', autoComplete: 'country-name' },
  { name: 'quantity', label: 'Quantity', inputMode: 'numeric' },
];

/** A fresh form: quantity starts at the product's minimum order quantity; state and country at the shop's own. */
export function initialOrderValues(minQuantity: number): OrderFormValues {
  return {
    firstName: '',
    lastName: '',
    phone: '',
    addressLine1: '',
    addressLine2: '',
    pinCode: '',
    state: 'West Bengal',
    country: 'India',
    quantity: String(minQuantity),
  };
}

/** Messages for fields that stop the order from being sent, keyed by field name. */
export function orderFormErrors(values: OrderFormValues, minQuantity: number): Partial<Record<keyof OrderFormValues, string>> {
  const quantity = parseQuantity(values.quantity, minQuantity);
  return quantity.ok ? {} : { quantity: quantity.error };
}
