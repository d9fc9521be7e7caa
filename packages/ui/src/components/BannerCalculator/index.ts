export {
  BannerCalculator,
  defaultBannerCalculatorLabels,
  type BannerCalculatorLabels,
  type BannerCalculatorProps,
} from './BannerCalculator';
