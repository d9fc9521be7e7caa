/**
 * The order's details form and its WhatsApp hand-off (`useOrderHandOff` in `OrderHandOff.tsx`
 * renders it): loaded after the page, when it is idle or on the first open, not with the
 * order pages' first load (README "Performance budgets").
 */
import { orderReference } from '@storefront/order-link';
import { Box, Button, Notice, OrderDialog, orderDialogLabels, Text, notify } from '@storefront/ui';
import { useCallback, useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { customerOf, orderFormNotes, shownFields, type OrderFormValues } from './orderForm';
import { browserStorage } from '../../lib/storage';
import { clearDraft, forgetDetails, loadDetails, loadDraft, saveDetails, saveDraft } from './savedDetails';
import { useOnline } from '../../offline/online';
import { HandOffFallback, type HeldOrder } from './HandOffFallback';
import { m } from '../../paraglide/messages.js';
import { deliveryIn, profile } from '../../shop';
import { useLocale } from '../../i18n/locale';
import type { OpenRequest, OrderHandOffOptions } from './OrderHandOff';

/** The props of {@link OrderHandOffDialog}. */
export interface OrderHandOffDialogProps {
  /** What is being ordered and how its message is made. */
  readonly options: OrderHandOffOptions;
  /** An open asked for and not carried out yet: the form opens with its `overrides`, once. */
  readonly request: OpenRequest | undefined;
  /** Called with `request.id` once the form has opened for it. */
  readonly onOpened: (id: number) => void;
}

/**
 * The details form and WhatsApp hand-off shared by Buy Now (spec §2 'Order modal', §7)
 * and the order list: the same fields, remembered details, advice
 * and rules. The form starts from the shopper's remembered details and restores a draft
 * after a close or reload; submitting opens click-to-chat in a new window from the
 * click itself. If the browser blocks the window, the form stays filled and offers
 * 'Open WhatsApp' (a plain link) and 'Copy message'. It opens for each `request` given, and
 * keeps what was typed between opens (a draft outlives it in sessionStorage too).
 */
export function OrderHandOffDialog({ options, request, onOpened }: OrderHandOffDialogProps) {
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

  // Each open asked for, once, with the latest state (the ref also holds off a second run of
  // the effect in development's StrictMode, before the page has heard of the first).
  const openAsked = useEffectEvent((asked: OpenRequest) => {
    open(asked.overrides);
    onOpened(asked.id);
  });
  const handled = useRef(0);
  useEffect(() => {
    if (!request || handled.current === request.id) return;
    handled.current = request.id;
    openAsked(request);
  }, [request]);

  return dialog;
}
