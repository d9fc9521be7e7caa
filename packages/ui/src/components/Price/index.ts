export { Price, priceLabels, priceSizes, type PriceLabels, type PriceProps } from './Price';
