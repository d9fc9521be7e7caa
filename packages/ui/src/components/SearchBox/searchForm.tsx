import type { FormEvent, InputHTMLAttributes, LabelHTMLAttributes, ReactNode, Ref } from 'react';
import { clsx } from 'clsx';
import { control } from '../../private/control.css';
import { scriptOnly } from '../../private/scriptOnly.css';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Button } from '../Button';
import { Text } from '../Text';
import * as styles from './SearchBox.css';

/**
 * The longest query the search field takes, in characters: well under what a
 * host accepts in an address (nginx answers 414 above about 8 KB), so the results page's
 * address `/search?q=…` always opens. A results page reads no more of `q` than this either.
 */
export const searchQueryMaxLength = 200;

/** Props of {@link SearchForm}: the parts that differ between the plain field and the combobox. */
export interface SearchFormProps {
  /** The results page the form goes to (`?q=` holds the query). */
  action: string;
  /** The field's accessible name. */
  fieldLabel: string;
  /** The submit button's words. */
  submitLabel: string;
  /** The hint inside the empty field. */
  placeholder: string;
  /** Shown under the field once the query is as long as the field takes ({@link searchQueryMaxLength}). */
  limitText: string;
  /** Sending the form. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The label's props (its `htmlFor` and id). */
  labelProps: LabelHTMLAttributes<HTMLLabelElement>;
  /** The field's props (value, handlers, ARIA). */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
  /** The submit button's id, so focus can be put back on it when the combobox takes over. */
  submitId: string;
  /** Pointer, touch or focus anywhere in the form: the moment to fetch the suggestions' code. */
  onIntent?: () => void;
  /** What goes under the field: the suggestion list and its status line. */
  children?: ReactNode;
  /** Hidden where scripting is off (see `SearchBoxProps.scriptOnly`). */
  scriptOnly?: boolean;
}

/**
 * The search form's markup, shared by the field that renders first and the combobox
 * that replaces it, so both look and submit the same; a plain GET form, so it
 * also works without JavaScript where the site's CSP lets the browser send forms.
 */
export function SearchForm({
  action,
  fieldLabel,
  submitLabel,
  placeholder,
  limitText,
  onSubmit,
  labelProps,
  inputProps,
  submitId,
  onIntent,
  children,
  scriptOnly: onlyWithScript = false,
}: SearchFormProps) {
  const atLimit = String(inputProps.value ?? '').length >= searchQueryMaxLength;
  return (
    <form
      role="search"
      action={action}
      method="get"
      className={clsx(styles.form, onlyWithScript && scriptOnly)}
      onSubmit={onSubmit}
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
    >
      <label {...labelProps} className={visuallyHidden}>
        {fieldLabel}
      </label>
      <div className={styles.field}>
        {/* A text field that the phone's keyboard treats as a search (its Search key), not
            type="search": the combobox role the field takes is valid on a text input only
            (the Nu HTML Checker and ARIA in HTML). */}
        <input
          {...inputProps}
          name="q"
          type="text"
          inputMode="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={searchQueryMaxLength}
          placeholder={placeholder}
          className={control}
        />
      </div>
      <Button type="submit" tone="secondary" id={submitId}>
        {submitLabel}
      </Button>
      {children}
      {/* The field stops taking characters at its limit: say why, read out as it appears. */}
      <div role="status" className={atLimit ? styles.menu : visuallyHidden}>
        {atLimit ? (
          <Text size="sm" tone="muted" className={styles.message}>
            {limitText}
          </Text>
        ) : null}
      </div>
    </form>
  );
}
