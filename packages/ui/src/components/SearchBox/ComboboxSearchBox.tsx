import { useCombobox } from 'downshift';
import { useId, useLayoutEffect, type FormEvent } from 'react';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Text } from '../Text';
import type { FieldHandoff, SearchBoxProps, SearchSuggestion } from './SearchBox';
import * as styles from './SearchBox.css';
import { SearchForm, searchQueryMaxLength } from './searchForm';

/** Props of {@link ComboboxSearchBox}: the search box's, its words resolved, and what the plain field hands over. */
export type ComboboxSearchBoxProps = Omit<SearchBoxProps, 'labels'> &
  Required<Pick<SearchBoxProps, 'labels'>> & {
    /** Focus and caret of the plain field this replaces, so typing carries on. */
    handoff: FieldHandoff;
  };

/**
 * The header's product search with suggestions: the ARIA combobox pattern
 * through Downshift (arrow keys move through the suggestions, Enter opens one, Escape
 * closes them). Its own chunk, kept out of the first load: it replaces the plain field on first intent.
 */
export default function ComboboxSearchBox({
  action,
  defaultQuery = '',
  suggestions,
  onQueryChange,
  onFocus,
  onSelect,
  onSubmit,
  loading = false,
  labels,
  handoff,
}: ComboboxSearchBoxProps) {
  const inputId = useId();
  const submitId = `${inputId}submit`;
  const { isOpen, highlightedIndex, inputValue, getInputProps, getItemProps, getLabelProps, getMenuProps } =
    useCombobox<SearchSuggestion>({
      items: [...suggestions],
      inputId,
      initialInputValue: defaultQuery,
      // Words typed before the suggestions' code arrived get their suggestions at once.
      initialIsOpen: handoff.focused && defaultQuery.trim() !== '',
      itemToString: (item) => item?.label ?? '',
      itemToKey: (item) => item?.id,
      onInputValueChange: ({ inputValue: query }) => onQueryChange(query),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onSelect(selectedItem);
      },
    });
  // Taking over from the plain form while the shopper is in it: keep focus and caret.
  useLayoutEffect(() => {
    if (handoff.submitFocused) document.getElementById(submitId)?.focus();
    const field = document.getElementById(inputId);
    if (!handoff.focused || !(field instanceof HTMLInputElement)) return;
    field.focus();
    field.setSelectionRange(handoff.selection[0], handoff.selection[1]);
    // Only on taking over: later renders must not move the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const query = inputValue.trim();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query !== '') onSubmit(query);
  };
  // At the length limit the form says so in the same place (SearchForm): one message at a time.
  const showMessage = isOpen && query !== '' && suggestions.length === 0 && inputValue.length < searchQueryMaxLength;

  return (
    <SearchForm
      action={action}
      fieldLabel={labels.field}
      submitLabel={labels.submit}
      placeholder={labels.placeholder}
      limitText={labels.limit}
      onSubmit={submit}
      labelProps={getLabelProps()}
      submitId={submitId}
      inputProps={getInputProps({
        onFocus,
        // Enter with no suggestion highlighted searches (the phone keyboard's Search key),
        // instead of being swallowed by the open suggestion list.
        onKeyDown: (event) => {
          if (event.key === 'Enter' && highlightedIndex === -1) {
            (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
          }
        },
      })}
    >
      <ul {...getMenuProps()} className={styles.menu}>
        {isOpen && query !== ''
          ? suggestions.map((item, index) => (
              <li key={item.id} {...getItemProps({ item, index })} className={styles.option}>
                <Text as="span" weight={highlightedIndex === index ? 'bold' : 'medium'}>
                  {item.label}
                </Text>
                {item.detail ? (
                  <Text as="span" size="sm" tone="muted">
                    {item.detail}
                  </Text>
                ) : null}
              </li>
            ))
          : null}
      </ul>
      {/* Outside the list box, which may only hold options; read out as it changes. */}
      <div role="status" className={showMessage ? styles.menu : visuallyHidden}>
        {showMessage ? (
          <Text size="sm" tone="muted" className={styles.message}>
            {loading ? labels.loading : labels.noResults}
          </Text>
        ) : null}
      </div>
    </SearchForm>
  );
}
