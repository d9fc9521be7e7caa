/**
 * `@storefront/ui`: the storefront design system. Components take all data through
 * props and know nothing about a particular shop; themes live in `@storefront/ui/themes`.
 * Importing this module also installs the global styles (spec §2 zoom rule, focus ring).
 *
 * This list is the public surface: everything a shop app may rely on, by name. Helpers
 * that are not for consumers stay in `private/` or unexported inside their component.
 */
import './styles/global.css';

// Language
export { getUiLocale, setUiLocale, type UiLocale } from './i18n';

// Money and digits, as the app writes them, and what the components draw
export { FormatProvider, useFormat, type FormatProviderProps, type UiFormat } from './format';
export { priceValueKinds, type Picture, type PriceTierValue, type PriceValue } from './model';
export { pageText, primePageTexts, recordPageTexts, takePageTexts, type PageTexts } from './pageTexts';

// Layout
export { AppShell, type AppShellProps } from './components/AppShell';
export { Box, type BoxProps } from './components/Box';
export { Inline, type InlineProps } from './components/Inline';
export { Section, type SectionProps } from './components/Section';
export { Tiles, type TilesProps } from './components/Tiles';

// Typography
export {
  Heading,
  headingSizes,
  Text,
  textSizes,
  textTones,
  type HeadingProps,
  type TextProps,
} from './components/Text';

// Actions and links
export { Button, buttonSizes, buttonTones, type ButtonProps } from './components/Button';
export {
  shareButtonLabels,
  ShareButton,
  type ShareButtonLabels,
  type ShareButtonProps,
  type ShareOutcome,
} from './components/ShareButton';
export { IconButton, iconButtonIcons, type IconButtonProps } from './components/IconButton';
export { newTabLabel, Link, type LinkProps } from './components/Link';
export { LinkProvider, type LinkComponent, type LinkComponentProps, type LinkProviderProps } from './components/Link';

// Navigation
export { Breadcrumbs, type Breadcrumb, type BreadcrumbsProps } from './components/Breadcrumbs';
export { CategoryCarousel, type CarouselCategory, type CategoryCarouselProps } from './components/CategoryCarousel';
export { Footer, type FooterProps, type SocialIcon, type SocialLink } from './components/Footer';
export { Header, type HeaderProps, type NavItem } from './components/Header';
export { LanguageSwitch, languageSwitchLetters, type LanguageSwitchProps } from './components/LanguageSwitch';
export { MediaTile, mediaTileLayouts, type MediaTileProps } from './components/MediaTile';
export {
  searchBoxLabels,
  SearchBox,
  searchQueryMaxLength,
  type SearchBoxLabels,
  type SearchBoxProps,
  type SearchSuggestion,
} from './components/SearchBox';

// Content
export { Banner, type BannerProps } from './components/Banner';
export { BlogCard, BlogCardList, type BlogCardListProps, type BlogCardProps } from './components/BlogCard';

// Commerce
export {
  BannerCalculator,
  bannerCalculatorLabels,
  type BannerCalculatorLabels,
  type BannerCalculatorProps,
} from './components/BannerCalculator';
export {
  imageGalleryLabels,
  ImageGallery,
  type ImageGalleryLabels,
  type ImageGalleryProps,
} from './components/ImageGallery';
export {
  orderDialogLabels,
  OrderDialog,
  OrderSummary,
  type OrderDialogLabels,
  type OrderDialogProps,
  type OrderField,
  type OrderFieldNote,
  type OrderSummaryProps,
  type OrderSummaryRow,
} from './components/OrderDialog';
export { lineTotalLabels, LineTotal, type LineTotalLabels, type LineTotalProps } from './components/LineTotal';
export { priceLabels, Price, priceSizes, type PriceLabels, type PriceProps } from './components/Price';
export {
  priceBreakTableLabels,
  PriceBreakTable,
  type PriceBreakTableLabels,
  type PriceBreakTableProps,
} from './components/PriceBreakTable';
export {
  productCardLabels,
  ProductCard,
  ProductCardSkeleton,
  type ProductCardLabels,
  type ProductCardProps,
} from './components/ProductCard';
export {
  productDetailsLabels,
  ProductDetails,
  ProductLayout,
  type ProductDetailsLabels,
  type ProductDetailsProps,
  type ProductLayoutProps,
} from './components/ProductDetails';
export { ProductGrid, type ProductGridProps } from './components/ProductGrid';
export {
  orderListLineLabels,
  OrderListLine,
  type OrderListLineLabels,
  type OrderListLineProps,
} from './components/OrderListLine';
export { OrderListBadge, type OrderListBadgeProps } from './components/OrderListBadge';
export { OrderListSummary, type OrderListSummaryProps } from './components/OrderListSummary';
export { OptionPicker, type OptionPickerProps, type OptionValueChoice } from './components/OptionPicker';
export {
  quantityPickerLabels,
  QuantityPicker,
  type QuantityPickerLabels,
  type QuantityPickerProps,
} from './components/QuantityPicker';
export {
  quantityStepperLabels,
  QuantityStepper,
  type QuantityStepperLabels,
  type QuantityStepperProps,
} from './components/QuantityStepper';
export {
  listingControlsLabels,
  ListingControls,
  type ListingControlsLabels,
  type ListingControlsProps,
  type SortOption,
} from './components/ListingControls';
export { TextField, textFieldNoteTones, type TextFieldProps } from './components/TextField';
export { Pagination, paginationLabels, type PaginationLabels, type PaginationProps } from './components/Pagination';

// Feedback
export { Chip, chipTones, type ChipProps } from './components/Chip';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { Notice, type NoticeProps } from './components/Notice';
export {
  SLOW_LOADING_MS,
  Skeleton,
  SkeletonRegion,
  skeletonShapes,
  type SkeletonProps,
  type SkeletonRegionProps,
} from './components/Skeleton';
export { LazyToaster, notify, Toaster, toastKinds, type ToasterProps, type ToastKind } from './components/Toaster';
