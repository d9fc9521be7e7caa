export {
  searchBoxLabels,
  searchQueryMaxLength,
  SearchBox,
  type SearchBoxLabels,
  type SearchBoxProps,
  type SearchSuggestion,
} from './SearchBox';
