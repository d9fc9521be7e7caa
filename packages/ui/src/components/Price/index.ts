export { Price, priceLabels, type PriceLabels, type PriceProps } from './Price';
