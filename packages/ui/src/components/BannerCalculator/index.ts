export {
  BannerCalculator,
  bannerCalculatorLabels,
  type BannerCalculatorLabels,
  type BannerCalculatorProps,
} from './BannerCalculator';
