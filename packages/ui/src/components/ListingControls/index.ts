export {
  listingControlsLabels,
  ListingControls,
  type ListingControlsLabels,
  type ListingControlsProps,
  type SortOption,
} from './ListingControls';
