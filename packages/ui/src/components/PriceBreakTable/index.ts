export {
  PriceBreakTable,
  priceBreakTableLabels,
  type PriceBreakTableLabels,
  type PriceBreakTableProps,
} from './PriceBreakTable';
