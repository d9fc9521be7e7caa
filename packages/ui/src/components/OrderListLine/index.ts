export {
  defaultOrderListLineLabels,
  OrderListLine,
  type OrderListLineLabels,
  type OrderListLineProps,
} from './OrderListLine';
