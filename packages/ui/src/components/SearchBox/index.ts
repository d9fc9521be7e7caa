export {
  searchBoxLabels,
  SearchBox,
  type SearchBoxLabels,
  type SearchBoxProps,
  type SearchSuggestion,
} from './SearchBox';
