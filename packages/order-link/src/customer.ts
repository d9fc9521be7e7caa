/** The shopper's details as the order form collects them (spec §3 'Order form'). */

/**
 * The shopper's details from the order form (spec §3 'Order form'); any may be empty.
 * (A type alias, not an interface, so it also fits `Record<string, string>` form state.)
 */
export type CustomerDetails = {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly addressLine1: string;
  readonly addressLine2: string;
  readonly pinCode: string;
  readonly state: string;
  readonly country: string;
};

/** The customer fields in the order the spec lists them for the message. */
export const customerFieldOrder = [
  'firstName',
  'lastName',
  'phone',
  'addressLine1',
  'addressLine2',
  'pinCode',
  'country',
  'state',
] as const satisfies ReadonlyArray<keyof CustomerDetails>;

/** Customer details with every field empty: a form's starting point, or an order without details. */
export const emptyCustomerDetails: CustomerDetails = {
  firstName: '',
  lastName: '',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  pinCode: '',
  state: '',
  country: '',
};
