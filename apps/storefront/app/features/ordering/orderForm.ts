/**
 * The order form's fields and rules (spec §2 'Order modal', §3 'Order form', §5).
 * The spec makes no field required. Only the quantity blocks the order, because a
 * message with an unusable quantity would be no order at all; a mistyped mobile number
 * or PIN code, or a PIN code outside the shop's delivery area, gets advice but does not block.
 */
import { deliversTo, quantityRule, type DeliveryArea, type Product } from '@storefront/catalog';
import type { CustomerDetails } from '@storefront/order-link';
import { emptyCustomerDetails, parseIndianMobile, parsePinCode, parseQuantity } from '@storefront/order-link';
import type { OrderField, OrderFieldNote } from '@storefront/ui';
import { m } from '../../paraglide/messages.js';
import { phoneProblemText, quantityProblemText } from './problemText';
import type { DeliveryNames } from '../../shop';
import { MAX_FIELD_LENGTH } from './savedDetails';

/** Everything the form holds: the customer's details plus the quantity as typed. */
export type OrderFormValues = CustomerDetails & { quantity: string };

/**
 * The nine fields in the spec's order, with labels and phone-keyboard hints, in the page's
 * language. Each detail kept on the device takes at most {@link MAX_FIELD_LENGTH}
 * characters and counts them; the quantity has its own rules instead.
 */
export function orderFields(): readonly OrderField[] {
  const details: readonly OrderField[] = [
    { name: 'firstName', label: m.field_firstName(), autoComplete: 'given-name' },
    { name: 'lastName', label: m.field_lastName(), autoComplete: 'family-name' },
    {
      name: 'phone',
      label: m.field_phone(),
      autoComplete: 'tel',
      type: 'tel',
      inputMode: 'tel',
      hint: m.field_phoneHint(),
    },
    { name: 'addressLine1', label: m.field_addressLine1(), autoComplete: 'address-line1' },
    { name: 'addressLine2', label: m.field_addressLine2(), autoComplete: 'address-line2' },
    {
      name: 'pinCode',
      label: m.field_pinCode(),
      autoComplete: 'postal-code',
      inputMode: 'numeric',
      hint: m.field_pinCodeHint(),
    },
    { name: 'state', label: m.field_state(), autoComplete: 'address-level1' },
    { name: 'country', label: m.field_country(), autoComplete: 'country-name' },
  ];
  return [
    ...details.map((field) => ({ ...field, maxLength: MAX_FIELD_LENGTH })),
    { name: 'quantity', label: m.field_quantity(), inputMode: 'numeric' },
  ];
}

/** The shopper's details only (the order list's form: each line has its own quantity). */
export function customerFields(): readonly OrderField[] {
  return orderFields().filter((field) => field.name !== 'quantity');
}

/**
 * A fresh form: quantity starts at the product's minimum order quantity; state and
 * country at the shop's delivery area (`profile.yaml`, `delivery`), if it has one.
 */
export function initialOrderValues(minQuantity: number, delivery?: DeliveryArea): OrderFormValues {
  return {
    ...emptyCustomerDetails,
    state: delivery?.state ?? '',
    country: delivery?.country ?? '',
    quantity: String(minQuantity),
  };
}

/**
 * Messages for fields that stop the order from being sent, keyed by field name: a
 * quantity below the minimum or not a whole number of packs of `product`.
 */
export function orderFormErrors(
  values: OrderFormValues,
  product: Pick<Product, 'title' | 'price' | 'minQuantity' | 'quantityStep' | 'quantityChoices'>,
): Partial<Record<keyof OrderFormValues, string>> {
  const quantity = parseQuantity(values.quantity, quantityRule(product));
  return quantity.ok ? {} : { quantity: quantityProblemText(quantity, product) };
}

/** The customer's part of the form (everything but the quantity), e.g. to remember it. */
export function customerOf(values: OrderFormValues): CustomerDetails {
  const { quantity: _quantity, ...customer } = values;
  return customer;
}

/**
 * Advice for fields that are filled in but look wrong, or a PIN code outside the shop's
 * `delivery` area (if it has one). None of it blocks the order; empty fields get no advice.
 */
export function orderFormNotes(
  values: OrderFormValues,
  delivery?: DeliveryArea,
): Partial<Record<keyof OrderFormValues, OrderFieldNote>> {
  const notes: Partial<Record<keyof OrderFormValues, OrderFieldNote>> = {};
  if (values.phone.trim() !== '') {
    const phone = parseIndianMobile(values.phone);
    if (!phone.ok) notes.phone = { tone: 'warning', text: phoneProblemText(phone) };
  }
  if (values.pinCode.trim() !== '') {
    const pin = parsePinCode(values.pinCode);
    if (!pin.ok) notes.pinCode = { tone: 'warning', text: m.pinCode_invalid() };
    else if (delivery && !deliversTo(delivery, pin.value)) {
      notes.pinCode = {
        tone: 'info',
        text: m.pinCode_outside({ state: delivery.state }),
      };
    }
  }
  return notes;
}

/** A place name as compared: NFC, no joiners, single spaces, lower case ('WEST  bengal' → 'west bengal'). */
function placeKey(name: string): string {
  return name
    .normalize('NFC')
    .replace(/[\u200C\u200D]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLocaleLowerCase('en-IN');
}

/**
 * The customer details as they go into the message: a valid mobile number written
 * as +91 98765 43210 and a valid PIN code without spaces; a state or country that is a
 * name the shop gives its delivery area, in the messages' language (see {@link DeliveryNames});
 * anything else as typed.
 */
export function customerForMessage(values: OrderFormValues, names?: DeliveryNames): CustomerDetails {
  const customer = customerOf(values);
  const phone = parseIndianMobile(customer.phone);
  const pin = parsePinCode(customer.pinCode);
  const named = (field: 'state' | 'country') => {
    const typed = placeKey(customer[field]);
    return names?.known.some((area) => placeKey(area[field]) === typed) ? names.message[field] : customer[field];
  };
  return {
    ...customer,
    phone: phone.ok ? phone.value : customer.phone,
    pinCode: pin.ok ? pin.value : customer.pinCode,
    state: named('state'),
    country: named('country'),
  };
}

/**
 * Only the entries of `all` (errors or notes, keyed by field name) for fields the shopper
 * has left (`touched`), or all of them once the form was submitted: a form does not
 * scold fields nobody has filled in yet.
 */
export function shownFields<T>(
  all: Partial<Record<string, T>>,
  touched: ReadonlySet<string>,
  submitted: boolean,
): Partial<Record<string, T>> {
  return Object.fromEntries(Object.entries(all).filter(([field]) => submitted || touched.has(field)));
}
