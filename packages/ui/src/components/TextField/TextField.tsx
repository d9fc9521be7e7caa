import { useId, type InputHTMLAttributes, type Ref } from 'react';
import * as styles from './TextField.css';

/** Tones of a {@link TextField} note, for stories and docs. */
export const textFieldNoteTones = ['warning', 'info'] as const;

/**
 * Props of {@link TextField}: a visible `label`, optional `hint`, `error` (blocking: the
 * input is marked invalid) and `note` (advice that does not block, in `noteTone`,
 * default 'warning'), all shown under the input and linked to it for screen readers;
 * plus any input attribute.
 */
export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string;
  note?: string;
  noteTone?: (typeof textFieldNoteTones)[number];
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with hint, error and note text. */
export function TextField({ label, hint, error, note, noteTone = 'warning', id, ref, ...props }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const noteId = note && !error ? `${inputId}-note` : undefined;
  const describedBy = [errorId, noteId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {noteId ? (
        <p id={noteId} className={styles.note({ tone: noteTone })}>
          {note}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
