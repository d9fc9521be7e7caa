export { OrderListBadge, type OrderListBadgeProps } from './OrderListBadge';
