import { useEffect, useId, useRef, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import { TextField } from '../TextField';
import * as styles from './OrderDialog.css';

/**
 * One input of the order form: its `name` (key into values and errors), visible `label`,
 * and input hints for phones (`autoComplete`, `inputMode`, `type`).
 */
export interface OrderField {
  name: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'tel' | 'email';
}

/** Words of the {@link OrderDialog}; override for another language. */
export interface OrderDialogLabels {
  close: string;
  submit: string;
  /** Shown above the form when submitting with errors. */
  fixErrors: string;
}

/** English defaults for {@link OrderDialogLabels} (spec §2: 'Place Order'). */
export const defaultOrderDialogLabels: OrderDialogLabels = {
  close: 'Close',
  submit: 'Place Order',
  fixErrors: 'Please correct the highlighted field before placing the order.',
};

/** Advice under one field that does not block the order (see `TextField`'s `note`). */
export interface OrderFieldNote {
  text: string;
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
  open: boolean;
  heading: string;
  fields: readonly OrderField[];
  values: Readonly<Record<string, string>>;
  errors?: Readonly<Record<string, string | undefined>>;
  notes?: Readonly<Record<string, OrderFieldNote | undefined>>;
  onChange: (name: string, value: string) => void;
  onBlur?: (name: string) => void;
  onSubmit: () => void;
  onClose: () => void;
  summary?: ReactNode;
  footer?: ReactNode;
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
  labels = defaultOrderDialogLabels,
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
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <button
            type="button"
            className={styles.close}
            aria-label={labels.close}
            onClick={() => dialog.current?.close()}
          >
            ×
          </button>
        </div>
        {summary}
        <form ref={form} className={styles.form} onSubmit={submit} noValidate>
          {hasErrors ? (
            <p className={styles.formError} role="alert">
              {labels.fixErrors}
            </p>
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

/** One row of an {@link OrderSummary}: a `term` and its `value`. */
export interface OrderSummaryRow {
  term: string;
  value: ReactNode;
}

/** The order's key figures (unit price, quantity, line total…) as a description list. */
export function OrderSummary({ rows, label }: { rows: readonly OrderSummaryRow[]; label: string }) {
  return (
    <dl className={styles.summary} aria-label={label}>
      {rows.map((row) => (
        <div key={row.term} className={styles.summaryRow}>
          <dt className={styles.summaryTerm}>{row.term}</dt>
          <dd className={styles.summaryValue}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
