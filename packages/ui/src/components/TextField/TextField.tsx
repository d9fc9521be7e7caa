import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { CharacterCount } from '../../private/CharacterCount';
import { control, field } from '../../private/control.css';
import { Text } from '../Text';
import * as styles from './TextField.css';

/** Tones of a {@link TextField} note, for stories and docs. */
export const textFieldNoteTones = ['warning', 'info'] as const;

/**
 * Props of {@link TextField}: a visible `label`, optional `hint`, `error` (blocking: the
 * input is marked invalid) and `note` (advice that does not block, in `noteTone`,
 * default 'warning'), all shown under the input and linked to it for screen readers;
 * `maxLength` with a live count; plus any input attribute.
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
  /**
   * Most characters the input takes (UTF-16 code units, as the browser counts): sets the
   * input's `maxLength` and shows a live count under it, '1,234 / 2,000', whose
   * characters left screen readers hear only in the last 10 %. Default none.
   */
  maxLength?: number;
  /** The input's id; default a unique one from `useId`. */
  id?: string;
  /** The underlying `<input>`. */
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input with hint, error and note text, and a character count when it has a `maxLength`. */
export function TextField({
  label,
  hint,
  error,
  note,
  noteTone = 'warning',
  maxLength,
  id,
  ref,
  onChange,
  ...props
}: TextFieldProps) {
  const generated = useId();
  // Uncontrolled (`defaultValue`), the count follows what is typed.
  const [typed, setTyped] = useState(String(props.defaultValue ?? ''));
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const noteId = note && !error ? `${inputId}-note` : undefined;
  const limitId = maxLength === undefined ? undefined : `${inputId}-limit`;
  const describedBy = [errorId, noteId, hintId, limitId].filter(Boolean).join(' ') || undefined;
  const hintText = hint ? (
    <Text id={hintId} size="xs" tone="muted">
      {hint}
    </Text>
  ) : null;
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
        maxLength={maxLength}
        onChange={(event) => {
          setTyped(event.target.value);
          onChange?.(event);
        }}
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
      {limitId && maxLength !== undefined ? (
        <div className={styles.footer}>
          {hintText}
          <CharacterCount
            length={(props.value === undefined ? typed : String(props.value)).length}
            max={maxLength}
            limitId={limitId}
          />
        </div>
      ) : (
        hintText
      )}
    </div>
  );
}
