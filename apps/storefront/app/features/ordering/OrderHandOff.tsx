import type { OrderLink } from '@storefront/order-link';
import { orderReference } from '@storefront/order-link';
import {
  Box,
  Button,
  Notice,
  OrderDialog,
  type OrderDialogLabels,
  orderDialogLabels,
  type OrderField,
  Text,
  notify,
} from '@storefront/ui';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { customerOf, orderFormNotes, shownFields, type OrderFormValues } from './orderForm';
import { browserStorage } from '../../lib/storage';
import { clearDraft, forgetDetails, loadDetails, loadDraft, saveDetails, saveDraft } from './savedDetails';
import { useOnline } from '../../offline/online';
import { HandOffFallback, type HeldOrder } from './HandOffFallback';
import { m } from '../../paraglide/messages.js';
import { deliveryIn, profile } from '../../shop';
import { useLocale } from '../../i18n/locale';

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

/**
 * The details form and WhatsApp hand-off shared by Buy Now (spec §2 'Order modal', §7)
 * and the order list: the same fields, remembered details, advice
 * and rules. The form starts from the shopper's remembered details and restores a draft
 * after a close or reload; submitting opens click-to-chat in a new window from the
 * click itself. If the browser blocks the window, the form stays filled and offers
 * 'Open WhatsApp' (a plain link) and 'Copy message'.
 */
export function useOrderHandOff(options: OrderHandOffOptions): OrderHandOff {
  const locale = useLocale();
  const { draftKey, heading, fields, initialValues, errors, summary, compose, onHandedOff, afterHandOff } = options;
  const { focusAfterHandOff } = options;
  const [isOpen, setOpen] = useState(false);
  const [values, setValues] = useState<OrderFormValues>(initialValues);
  // Storage is read on the first open, not during render, so prerendered HTML and hydration agree.
  const [restored, setRestored] = useState(false);
  const [hasSavedDetails, setHasSavedDetails] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // The message when it could not go straight to WhatsApp: a blocked window, or no network.
  const [blocked, setBlocked] = useState<HeldOrder | undefined>();
  const online = useOnline();
  const [reference, setReference] = useState<string | undefined>();
  const fallbackId = useId();

  const open = (overrides?: Partial<OrderFormValues>) => {
    let next = values;
    if (!restored) {
      const draft = loadDraft(browserStorage('sessionStorage'), draftKey);
      const details = loadDetails(browserStorage('localStorage'));
      if (draft) next = draft;
      else if (details) next = { ...values, ...details };
      setHasSavedDetails(details !== undefined);
      setRestored(true);
    }
    if (overrides) next = { ...next, ...overrides };
    if (next !== values) setValues(next);
    setReference((current) => current ?? orderReference());
    setBlocked(undefined);
    setOpen(true);
  };
  // Set by a hand-off: the dialog calls onClose after returning focus to its opener, so
  // focus can then move on to what the page wants the shopper to see next.
  const focusNext = useRef<(() => HTMLElement | null | undefined) | undefined>(undefined);
  const close = useCallback(() => {
    setOpen(false);
    focusNext.current?.()?.focus();
    focusNext.current = undefined;
  }, []);

  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    saveDraft(browserStorage('sessionStorage'), draftKey, next);
  };

  /** After the order went to WhatsApp: forget the draft and start the next order afresh. */
  const handedOff = (ref: string) => {
    clearDraft(browserStorage('sessionStorage'), draftKey);
    setValues(afterHandOff ? afterHandOff(values) : values);
    setTouched(new Set());
    setSubmitted(false);
    setBlocked(undefined);
    setReference(undefined);
    focusNext.current = focusAfterHandOff;
    setOpen(false);
    onHandedOff?.(ref);
  };

  const submit = () => {
    setSubmitted(true);
    if (Object.keys(errors(values)).length > 0) return;
    const ref = reference ?? orderReference();
    const link = compose(values, ref);
    saveDetails(browserStorage('localStorage'), customerOf(values));
    // Read back: with blocked or full storage nothing was saved, and the form must not claim it was.
    setHasSavedDetails(loadDetails(browserStorage('localStorage')) !== undefined);
    // Offline, wa.me cannot load: the WhatsApp app's own link still opens the chat on a phone.
    const offline = !navigator.onLine;
    const chat = offline ? null : window.open(link.url, '_blank');
    if (link.shortened.length > 0) {
      void notify('info', m.handOff_shortened());
    }
    if (!chat) {
      setReference(ref);
      setBlocked({ ...link, offline });
      void notify('warning', offline ? m.handOff_offlineToast() : m.handOff_blockedToast());
      // The fallback renders below the submit button: bring it into view and give it focus.
      requestAnimationFrame(() => {
        const fallback = document.getElementById(fallbackId);
        fallback?.scrollIntoView({ block: 'nearest' });
        fallback?.querySelector<HTMLElement>('a')?.focus();
      });
      return;
    }
    chat.opener = null;
    void notify('success', m.handOff_opened({ reference: ref }));
    handedOff(ref);
  };

  const forget = () => {
    forgetDetails(browserStorage('localStorage'));
    clearDraft(browserStorage('sessionStorage'), draftKey);
    setValues({ ...initialValues(), quantity: values.quantity });
    setHasSavedDetails(false);
    setTouched(new Set());
    void notify('info', m.handOff_forgotten());
  };

  const copy = async (text: string, ref: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void notify(
        'success',
        m.handOff_copied({ shopName: profile.displayName, phone: profile.phone ?? `+${profile.whatsAppNumber}` }),
      );
      handedOff(ref);
    } catch {
      void notify('error', m.handOff_copyFailed());
    }
  };

  const labels = options.labels ?? orderDialogLabels();
  const dialog = (
    <OrderDialog
      open={isOpen}
      heading={heading}
      fields={fields}
      values={values}
      errors={shownFields(errors(values), touched, submitted)}
      notes={shownFields(orderFormNotes(values, deliveryIn(locale)), touched, submitted)}
      onChange={change}
      onBlur={(name) => setTouched((old) => (old.has(name) ? old : new Set(old).add(name)))}
      onSubmit={submit}
      onClose={close}
      summary={summary(values, reference)}
      labels={labels}
      footer={
        <Box display="flex" flexDirection="column" gap="sm">
          {online || blocked ? null : <Notice tone="warning">{m.handOff_offlineNotice()}</Notice>}
          {blocked && reference ? (
            <HandOffFallback
              id={fallbackId}
              link={blocked}
              onOpened={() => setTimeout(() => handedOff(reference))}
              onCopy={() => void copy(blocked.text, reference)}
            />
          ) : (
            <Text size="sm" tone="muted">
              {m.handOff_explain({ submit: labels.submit, shopName: profile.displayName })}
            </Text>
          )}
          {hasSavedDetails ? (
            <Box display="flex" alignItems="center" justifyContent="space-between" gap="xs" flexWrap="wrap">
              <Text size="sm" tone="muted">
                {m.handOff_saved()}
              </Text>
              <Button type="button" tone="ghost" size="sm" onClick={forget}>
                {m.handOff_forget()}
              </Button>
            </Box>
          ) : null}
        </Box>
      }
    />
  );

  return { open, dialog };
}
