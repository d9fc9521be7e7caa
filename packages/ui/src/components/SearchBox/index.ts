export {
  defaultSearchBoxLabels,
  SearchBox,
  type SearchBoxLabels,
  type SearchBoxProps,
  type SearchSuggestion,
} from './SearchBox';
