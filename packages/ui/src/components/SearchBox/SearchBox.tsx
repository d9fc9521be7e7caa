import { useCombobox } from 'downshift';
import { useId, type FormEvent } from 'react';
import { control } from '../../private/control.css';
import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Button } from '../Button';
import { Text } from '../Text';
import * as styles from './SearchBox.css';
import { m } from '../../paraglide/messages.js';

/** One suggestion under the search field. */
export interface SearchSuggestion {
  /** Unique among the suggestions, e.g. the product's SKU. */
  id: string;
  /** What the shopper reads first, e.g. the product's title. */
  label: string;
  /** A second line, e.g. the category and price. */
  detail?: string;
  /** Where choosing it leads. */
  href: string;
}

/** Words of a {@link SearchBox}; override for another language. */
export interface SearchBoxLabels {
  /** The field's accessible name. */
  field: string;
  /** The hint inside the empty field. */
  placeholder: string;
  /** The submit button. */
  submit: string;
  /** Shown while suggestions load. */
  loading: string;
  /** Shown when a query has no suggestions. */
  noResults: string;
}

/**
 * The words of {@link SearchBox} in the page's language (issue 11; see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function searchBoxLabels(): SearchBoxLabels {
  return {
    field: m.searchBox_field(),
    placeholder: m.searchBox_placeholder(),
    submit: m.searchBox_submit(),
    loading: m.searchBox_loading(),
    noResults: m.searchBox_noResults(),
  };
}

/** Props of {@link SearchBox}. The caller finds the suggestions for each query. */
export interface SearchBoxProps {
  /** The results page the form goes to (`?q=` holds the query), so it works without JavaScript too. */
  action: string;
  /** The query the field starts with, e.g. the one in the address. */
  defaultQuery?: string;
  /** The suggestions for the current query, best first (a handful). */
  suggestions: readonly SearchSuggestion[];
  /** Called on every edit with the query as typed. */
  onQueryChange: (query: string) => void;
  /** Called when the field gets focus: the moment to load the search index. */
  onFocus?: () => void;
  /** Called when a suggestion is chosen (click, or arrow keys and Enter). */
  onSelect: (suggestion: SearchSuggestion) => void;
  /** Called when the form is sent without a suggestion chosen; the caller opens the results page. */
  onSubmit: (query: string) => void;
  /** True while the suggestions cannot be computed yet (the index is loading). */
  loading?: boolean;
  /** The words. Default {@link searchBoxLabels} (the page's language). */
  labels?: SearchBoxLabels;
}

/**
 * The header's product search (issue 9): a form with a search field that follows the
 * ARIA combobox pattern through Downshift (arrow keys move through the suggestions,
 * Enter opens one, Escape closes them) and a Search button that opens the results page.
 */
export function SearchBox({
  action,
  defaultQuery = '',
  suggestions,
  onQueryChange,
  onFocus,
  onSelect,
  onSubmit,
  loading = false,
  labels = searchBoxLabels(),
}: SearchBoxProps) {
  const inputId = useId();
  const { isOpen, highlightedIndex, inputValue, getInputProps, getItemProps, getLabelProps, getMenuProps } =
    useCombobox<SearchSuggestion>({
      items: [...suggestions],
      inputId,
      initialInputValue: defaultQuery,
      itemToString: (item) => item?.label ?? '',
      itemToKey: (item) => item?.id,
      onInputValueChange: ({ inputValue: query }) => onQueryChange(query),
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onSelect(selectedItem);
      },
    });
  const query = inputValue.trim();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (query !== '') onSubmit(query);
  };
  const showMessage = isOpen && query !== '' && suggestions.length === 0;

  return (
    <form role="search" action={action} method="get" className={styles.form} onSubmit={submit}>
      <label {...getLabelProps()} className={visuallyHidden}>
        {labels.field}
      </label>
      <div className={styles.field}>
        <input
          {...getInputProps({
            onFocus,
            // Enter with no suggestion highlighted searches (the phone keyboard's Search key),
            // instead of being swallowed by the open suggestion list.
            onKeyDown: (event) => {
              if (event.key === 'Enter' && highlightedIndex === -1) {
                (event.nativeEvent as KeyboardEvent & { preventDownshiftDefault?: boolean }).preventDownshiftDefault =
                  true;
              }
            },
          })}
          name="q"
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={labels.placeholder}
          className={control}
        />
      </div>
      <Button type="submit" tone="secondary">
        {labels.submit}
      </Button>
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
    </form>
  );
}
