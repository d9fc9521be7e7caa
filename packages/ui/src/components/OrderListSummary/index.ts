export { OrderListSummary, type OrderListSummaryProps } from './OrderListSummary';
