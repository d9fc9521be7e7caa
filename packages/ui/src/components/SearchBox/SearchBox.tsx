import { useId, useRef, useState, type ComponentType } from 'react';
import type { ComboboxSearchBoxProps } from './ComboboxSearchBox';
import { m } from '../../paraglide/messages.js';
import { SearchForm, searchQueryMaxLength } from './searchForm';

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

export { searchQueryMaxLength } from './searchForm';

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
  /** Shown once the query is {@link searchQueryMaxLength} characters long: the field takes no more. */
  limit: string;
}

/**
 * The words of {@link SearchBox} in the page's language (see `setUiLocale`),
 * from the design system's messages (`packages/ui/messages`).
 */
export function searchBoxLabels(): SearchBoxLabels {
  return {
    field: m.searchBox_field(),
    placeholder: m.searchBox_placeholder(),
    submit: m.searchBox_submit(),
    loading: m.searchBox_loading(),
    noResults: m.searchBox_noResults(),
    limit: m.searchBox_limit({ max: searchQueryMaxLength }),
  };
}

/** Props of {@link SearchBox}. The caller finds the suggestions for each query. */
export interface SearchBoxProps {
  /** The results page the form goes to (`?q=` holds the query), so it works without JavaScript too (unless `scriptOnly`). */
  action: string;
  /**
   * Hide the form where scripting is off: for a site whose Content-Security-Policy
   * has `form-action 'none'`, under which the browser cannot send it. Default false.
   */
  scriptOnly?: boolean;
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

/** Where focus was in the plain form, and the field's caret, when the combobox took over. */
export interface FieldHandoff {
  /** The search field had focus. */
  focused: boolean;
  /** The Search button had focus (a keyboard shopper tabbed past the field before the code arrived). */
  submitFocused: boolean;
  /** Selection start and end, in characters. */
  selection: readonly [number, number];
}

/** The combobox's code (Downshift, about 12 KB gzip), fetched on first intent. */
const loadCombobox = () => import('./ComboboxSearchBox');

/**
 * The header's product search: a form with a search field and a Search button
 * that opens the results page. The page renders a plain field first; the first pointer,
 * touch or focus on it fetches the suggestions' combobox (Downshift, the ARIA combobox
 * pattern: arrow keys move through the suggestions, Enter opens one, Escape closes them),
 * which takes its place with the words typed, focus (on the field or the Search button) and caret kept (Downshift
 * stays out of every page's first load).
 */
export function SearchBox(props: SearchBoxProps) {
  const { labels = searchBoxLabels(), defaultQuery = '' } = props;
  const [Combobox, setCombobox] = useState<ComponentType<ComboboxSearchBoxProps> | undefined>();
  const [typed, setTyped] = useState(defaultQuery);
  const [handoff, setHandoff] = useState<FieldHandoff>({
    focused: false,
    submitFocused: false,
    selection: [0, 0],
  });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const submitId = `${inputId}submit`;
  const activate = () => {
    loadCombobox().then(
      (module) => {
        // Note focus and caret just before the plain form leaves the page.
        const field = inputRef.current;
        if (field) {
          const end = field.value.length;
          setHandoff({
            focused: document.activeElement === field,
            submitFocused: document.activeElement?.id === submitId,
            selection: [field.selectionStart ?? end, field.selectionEnd ?? end],
          });
        }
        setCombobox(() => module.default);
      },
      // A failed fetch (offline) leaves the plain field, which still searches.
      () => undefined,
    );
  };
  const plain = (
    <SearchForm
      action={props.action}
      fieldLabel={labels.field}
      submitLabel={labels.submit}
      placeholder={labels.placeholder}
      limitText={labels.limit}
      onSubmit={(event) => {
        event.preventDefault();
        if (typed.trim() !== '') props.onSubmit(typed.trim());
      }}
      labelProps={{ htmlFor: inputId }}
      submitId={submitId}
      scriptOnly={props.scriptOnly}
      inputProps={{
        id: inputId,
        ref: inputRef,
        // The same role as the combobox that replaces it, so nothing changes under a screen reader.
        role: 'combobox',
        'aria-expanded': false,
        'aria-autocomplete': 'list',
        value: typed,
        onChange: (event) => {
          setTyped(event.target.value);
          props.onQueryChange(event.target.value);
        },
        onFocus: () => {
          activate();
          props.onFocus?.();
        },
      }}
      onIntent={activate}
    />
  );
  return Combobox ? <Combobox {...props} labels={labels} defaultQuery={typed} handoff={handoff} /> : plain;
}
