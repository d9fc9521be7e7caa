/**
 * What the order form keeps on this device:
 * - the shopper's details (not the quantity), in localStorage, for their next order,
 *   until they press 'Forget my details';
 * - a draft of the open form (quantity included), per product, in sessionStorage, so
 *   closing the dialog or reloading the page loses nothing.
 * Storage that is missing, full, blocked or holds garbage is ignored: the form then
 * simply starts empty. Nothing is sent anywhere.
 */
import { customerFieldOrder, type CustomerDetails } from '@storefront/order-link';
import * as v from 'valibot';
import type { OrderFormValues } from './orderForm';
import { readStored, removeStored as remove, writeStored } from '../../lib/storage';

/** localStorage key of the remembered details; the version changes if the shape does. */
export const DETAILS_KEY = 'storefront.orderDetails.v1';
/** sessionStorage key prefix of form drafts, followed by the product's SKU. */
export const DRAFT_KEY_PREFIX = 'storefront.orderDraft.v1.';

/**
 * Longest value kept of one field, in characters: what is saved is cut to it,
 * and a longer value found in storage is cut to it when read, so one over-long field
 * never costs the shopper the others.
 */
export const MAX_FIELD_LENGTH = 2000;
const Field = v.pipe(
  v.string(),
  v.transform((text) => text.slice(0, MAX_FIELD_LENGTH)),
);
const DetailsSchema = v.object(
  Object.fromEntries(customerFieldOrder.map((field) => [field, v.optional(Field, '')])) as Record<
    keyof CustomerDetails,
    v.OptionalSchema<typeof Field, ''>
  >,
);
const DraftSchema = v.object({ ...DetailsSchema.entries, quantity: Field });

/** The remembered details, or `undefined` when there are none (or they are unreadable). Empty details count as none. */
export function loadDetails(storage: Storage | undefined): CustomerDetails | undefined {
  const details = readStored(storage, DETAILS_KEY, DetailsSchema);
  return details && customerFieldOrder.some((field) => details[field].trim() !== '') ? details : undefined;
}

/** Remembers `details` for the next order, each field cut to {@link MAX_FIELD_LENGTH} so it reads back. */
export function saveDetails(storage: Storage | undefined, details: CustomerDetails): void {
  writeStored(
    storage,
    DETAILS_KEY,
    Object.fromEntries(customerFieldOrder.map((field) => [field, details[field].slice(0, MAX_FIELD_LENGTH)])),
  );
}

/** Forgets the remembered details. */
export function forgetDetails(storage: Storage | undefined): void {
  remove(storage, DETAILS_KEY);
}

/** The draft of the form for product `sku`, or `undefined`. */
export function loadDraft(storage: Storage | undefined, sku: string): OrderFormValues | undefined {
  return readStored(storage, DRAFT_KEY_PREFIX + sku, DraftSchema);
}

/** Keeps what is typed in the form for product `sku` (until the tab closes). */
export function saveDraft(storage: Storage | undefined, sku: string, values: OrderFormValues): void {
  writeStored(storage, DRAFT_KEY_PREFIX + sku, values);
}

/** Drops the draft for product `sku` (after the order went out, or on 'Forget my details'). */
export function clearDraft(storage: Storage | undefined, sku: string): void {
  remove(storage, DRAFT_KEY_PREFIX + sku);
}
