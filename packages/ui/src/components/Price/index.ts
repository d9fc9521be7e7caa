export { Price, defaultPriceLabels, type PriceLabels, type PriceProps } from './Price';
