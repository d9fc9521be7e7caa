/**
 * The order's details form and WhatsApp hand-off, as an order page asks for it: the form
 * itself (`OrderHandOffDialog.tsx`, with its storage, checks and fallback, about 6 kB gzip)
 * loads once the page is idle, or on the first open if that comes sooner, so it is not part
 * of the order pages' first load (README "Performance budgets"). Should its file not arrive
 * (offline before the service worker kept it), a toast says so and the next tap asks again:
 * the order list and the picked quantity stay as they are.
 */
import type { OrderLink } from '@storefront/order-link';
import { notify, type OrderDialogLabels, type OrderField } from '@storefront/ui';
import { useEffect, useState, type ReactNode } from 'react';
import type { OrderFormValues } from './orderForm';
import type * as DialogModule from './OrderHandOffDialog';
import { retryLoad } from '../../lib/retryLoad';
import { m } from '../../paraglide/messages.js';

/** What a page gives {@link useOrderHandOff}: what is being ordered and how its message is made. */
export interface OrderHandOffOptions {
  /** The sessionStorage draft's key (a product's SKU, or 'order-list'). */
  draftKey: string;
  /** The dialog's heading, e.g. 'Order: Standard Business Cards'. */
  heading: string;
  /** The form's fields, in order (the details, and for one product its quantity). */
  fields: readonly OrderField[];
  /** A fresh form (no remembered details): state and country of the shop's delivery area, the quantity at its minimum. */
  initialValues: () => OrderFormValues;
  /** Messages for fields that stop the order, keyed by field name. */
  errors: (values: OrderFormValues) => Partial<Record<string, string>>;
  /** What the order is, above the form (order summary), for these values and reference. */
  summary: (values: OrderFormValues, reference: string | undefined) => ReactNode;
  /** The message and click-to-chat URL, built only when `errors` is empty. */
  compose: (values: OrderFormValues, reference: string) => OrderLink;
  /**
   * Called when the order has gone to WhatsApp: the chat window opened, or (after a
   * blocked popup) the shopper used 'Open WhatsApp' or copied the message.
   */
  onHandedOff?: (reference: string) => void;
  /**
   * Where focus goes once the dialog has closed after a hand-off (e.g. the order list's
   * 'Did your order go through?' question). Default: back to what opened the dialog.
   */
  focusAfterHandOff?: () => HTMLElement | null | undefined;
  /** The form's values for the next order after a hand-off. Default: unchanged. */
  afterHandOff?: (values: OrderFormValues) => OrderFormValues;
  /** The dialog's words (e.g. 'Send order' for the order list). */
  labels?: OrderDialogLabels;
}

/** What {@link useOrderHandOff} gives a page: a way to open the details form, and the form itself. */
export interface OrderHandOff {
  /**
   * Opens the details form (restoring the draft or the remembered details on the first
   * open), with `overrides` put in the form: the quantity the product page picked.
   */
  open: (overrides?: Partial<OrderFormValues>) => void;
  /** The dialog, to render once on the page. */
  dialog: ReactNode;
}

/** An open asked of the form: a new `id` each time, and what it puts in the form (the picked quantity). */
export interface OpenRequest {
  /** 1 for the first open, then one more for each. */
  readonly id: number;
  /** Values put in the form on this open. */
  readonly overrides?: Partial<OrderFormValues>;
}

/**
 * The form's module, loaded once per page load. Rejects when its file cannot be fetched; the
 * next open then asks again.
 */
const loadDialog: () => Promise<typeof DialogModule> = retryLoad(() => import('./OrderHandOffDialog'));

/**
 * The details form and WhatsApp hand-off shared by Buy Now (spec §2 'Order modal', §7)
 * and the order list: `open` shows the form (its code loaded first if it has not arrived
 * yet), `dialog` is rendered once on the page. See `OrderHandOffDialog` for the form itself.
 */
export function useOrderHandOff(options: OrderHandOffOptions): OrderHandOff {
  const [loaded, setLoaded] = useState<typeof DialogModule>();
  const [request, setRequest] = useState<OpenRequest>();
  // Fetched while the page is idle, so the first tap opens the form at once.
  useEffect(() => {
    let live = true;
    const start = () => {
      loadDialog().then(
        (module) => live && setLoaded(module),
        () => undefined,
      );
    };
    // Safari has no requestIdleCallback: a short timer instead.
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 200);
      return () => {
        live = false;
        clearTimeout(timer);
      };
    }
    const handle = requestIdleCallback(start, { timeout: 2000 });
    return () => {
      live = false;
      cancelIdleCallback(handle);
    };
  }, []);
  const ask = (overrides?: Partial<OrderFormValues>) =>
    setRequest((before) => ({ id: (before?.id ?? 0) + 1, ...(overrides ? { overrides } : {}) }));
  const open = (overrides?: Partial<OrderFormValues>) => {
    if (loaded) {
      ask(overrides);
      return;
    }
    loadDialog().then(
      (module) => {
        setLoaded(module);
        ask(overrides);
      },
      () => void notify('error', m.handOff_loadFailed()),
    );
  };
  // The last open the form has carried out: a form mounted again (the order list shows it only
  // while it has lines) does not open again by itself for a request it already saw.
  const [handled, setHandled] = useState(0);
  const Dialog = loaded?.OrderHandOffDialog;
  const pending = request && request.id > handled ? request : undefined;
  return {
    open,
    dialog: Dialog && request ? <Dialog options={options} request={pending} onOpened={setHandled} /> : null,
  };
}
