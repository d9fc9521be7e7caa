export {
  OrderDialog,
  OrderSummary,
  orderDialogLabels,
  type OrderDialogLabels,
  type OrderDialogProps,
  type OrderField,
  type OrderFieldNote,
  type OrderSummaryProps,
  type OrderSummaryRow,
} from './OrderDialog';
