export {
  OrderDialog,
  OrderSummary,
  defaultOrderDialogLabels,
  type OrderDialogLabels,
  type OrderDialogProps,
  type OrderField,
  type OrderSummaryRow,
} from './OrderDialog';
