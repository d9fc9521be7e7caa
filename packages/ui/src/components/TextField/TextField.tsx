import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { control, field } from '../../private/control.css';
import { Text } from '../Text';
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
  /** The visible label (always shown, never a placeholder). */
  label: string;
  /** A line of help under the input. */
  hint?: string;
  /** What blocks the value: marks the input invalid and is read with it. */
  error?: string;
  /** Advice that does not block (hidden while there is an error). */
  note?: string;
  /** The note's tone. Default `warning`. */
  noteTone?: (typeof textFieldNoteTones)[number];
  /** The input's id; default a unique one from `useId`. */
  id?: string;
  /** The underlying `<input>`. */
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
    <div className={field}>
      <Text as="label" size="sm" weight="medium" htmlFor={inputId}>
        {label}
      </Text>
      <input
        ref={ref}
        id={inputId}
        className={control}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {error ? (
        <Text id={errorId} size="sm" weight="medium" tone="error">
          {error}
        </Text>
      ) : null}
      {noteId ? (
        <Text id={noteId} size="sm" tone={noteTone} className={styles.note({ tone: noteTone })}>
          {note}
        </Text>
      ) : null}
      {hint ? (
        <Text id={hintId} size="xs" tone="muted">
          {hint}
        </Text>
      ) : null}
    </div>
  );
}
