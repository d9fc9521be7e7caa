export {
  defaultListingControlsLabels,
  ListingControls,
  type ListingControlsLabels,
  type ListingControlsProps,
  type SortOption,
} from './ListingControls';
