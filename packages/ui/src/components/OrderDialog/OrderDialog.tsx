import { useEffect, useId, useRef, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Heading, Text } from '../Text';
import { TextField } from '../TextField';
import * as styles from './OrderDialog.css';
import { orderDialogLabels, type OrderDialogLabels } from './labels';

export { orderDialogLabels, type OrderDialogLabels } from './labels';
export { OrderSummary, type OrderSummaryProps, type OrderSummaryRow } from './OrderSummary';

/**
 * One input of the order form: its `name` (key into values and errors), visible `label`,
 * and input hints for phones (`autoComplete`, `inputMode`, `type`).
 */
export interface OrderField {
  /** Key into `values`, `errors` and `notes`, and the input's `name`. */
  name: string;
  /** The visible label (spec §2: 'First Name', 'Pincode'…). */
  label: string;
  /** A line of help under the input, e.g. '6 digits, e.g. 700001'. */
  hint?: string;
  /** The browser's autofill token, e.g. 'given-name', 'postal-code'. */
  autoComplete?: string;
  /** The phone keyboard to show, e.g. 'numeric', 'tel'. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The input type. Default 'text'. */
  type?: 'text' | 'tel' | 'email';
  /**
   * Most characters the field keeps (what the app can store and read back):
   * sets the input's `maxLength` and shows a live count. Default none.
   */
  maxLength?: number;
}

/** Advice under one field that does not block the order (see `TextField`'s `note`). */
export interface OrderFieldNote {
  /** The advice, e.g. 'A PIN code has 6 digits, e.g. 700001.' */
  text: string;
  /** `warning` for a value that looks wrong, `info` for something to know. */
  tone: 'warning' | 'info';
}

/**
 * Props of {@link OrderDialog}. Controlled: `values`, `errors` (blocking) and `notes`
 * (advice) are keyed by field name, `onChange` reports each edit and `onBlur` each
 * field the shopper leaves. `onSubmit` runs inside the submit event (a user
 * gesture, so it may open a window). `onClose` runs on the close icon, a backdrop click
 * or Escape. `summary` (e.g. {@link OrderSummary}) shows above the fields.
 */
export interface OrderDialogProps {
  /** Whether the dialog is shown (modal). */
  open: boolean;
  /** The dialog's title, e.g. 'Order: Standard Business Cards'. */
  heading: string;
  /** The inputs, in order (spec §2: nine fields). */
  fields: readonly OrderField[];
  /** What is typed, by field name. */
  values: Readonly<Record<string, string>>;
  /** Blocking messages by field name; any one marks its field invalid and shows the form error. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** Advice by field name that does not block the order. */
  notes?: Readonly<Record<string, OrderFieldNote | undefined>>;
  /** Called on every edit with the field's name and new text. */
  onChange: (name: string, value: string) => void;
  /** Called when the shopper leaves a field. */
  onBlur?: (name: string) => void;
  /** Called inside the submit event (a user gesture, so it may open a window). */
  onSubmit: () => void;
  /** Called after the close icon, a backdrop click or Escape closed the dialog. */
  onClose: () => void;
  /** Shown above the fields, e.g. an {@link OrderSummary}. */
  summary?: ReactNode;
  /** Shown under Place Order, e.g. a blocked-popup fallback or 'Forget my details'. */
  footer?: ReactNode;
  /** The words. Default {@link orderDialogLabels} (the page's language). */
  labels?: OrderDialogLabels;
}

/**
 * The order modal (spec §2, §4): a native modal `<dialog>`, so the page behind is inert
 * and focus cannot leave it; Escape, the close icon and a backdrop click close it, and
 * focus returns to whatever opened it (the Buy Now button).
 */
export function OrderDialog({
  open,
  heading,
  fields,
  values,
  errors = {},
  notes = {},
  onChange,
  onBlur,
  onSubmit,
  onClose,
  summary,
  footer,
  labels = orderDialogLabels(),
}: OrderDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const headingId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const handleClose = () => {
      opener.current?.focus();
      onClose();
    };
    element.addEventListener('close', handleClose);
    return () => element.removeEventListener('close', handleClose);
  }, [onClose]);

  const hasErrors = Object.values(errors).some(Boolean);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
    // After React re-renders with new errors, move focus to the first invalid field.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  return (
    // The backdrop click is a pointer shortcut; Escape is the keyboard path.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={headingId}
      onClick={(event) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (event.target === dialog.current) dialog.current.close();
      }}
      onKeyDown={(event) => {
        // Handled here rather than left to the browser's close request, which Chrome
        // skips for a second Escape without user activation in between.
        if (event.key === 'Escape') {
          event.preventDefault();
          dialog.current?.close();
        }
      }}
    >
      <div className={styles.inner}>
        <div className={styles.header}>
          <Heading id={headingId} level={2} size="xl">
            {heading}
          </Heading>
          <IconButton icon="close" elevation="flat" label={labels.close} onClick={() => dialog.current?.close()} />
        </div>
        {summary}
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          {hasErrors ? (
            <Text weight="medium" tone="error" className={styles.formError} role="alert">
              {labels.fixErrors}
            </Text>
          ) : null}
          {fields.map((field) => (
            <TextField
              key={field.name}
              name={field.name}
              label={field.label}
              hint={field.hint}
              error={errors[field.name]}
              note={notes[field.name]?.text}
              noteTone={notes[field.name]?.tone}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              value={values[field.name] ?? ''}
              onChange={(event) => onChange(field.name, event.target.value)}
              onBlur={onBlur ? () => onBlur(field.name) : undefined}
            />
          ))}
          <Button type="submit" size="lg" fullWidth>
            {labels.submit}
          </Button>
          {footer}
        </form>
      </div>
    </dialog>
  );
}
