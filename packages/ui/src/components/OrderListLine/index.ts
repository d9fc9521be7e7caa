export { orderListLineLabels, OrderListLine, type OrderListLineLabels, type OrderListLineProps } from './OrderListLine';
