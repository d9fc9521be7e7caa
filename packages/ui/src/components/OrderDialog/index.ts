export { OrderDialog, type OrderDialogProps, type OrderField, type OrderFieldNote } from './OrderDialog';
export { orderDialogLabels, type OrderDialogLabels } from './labels';
export { OrderSummary, type OrderSummaryProps, type OrderSummaryRow } from './OrderSummary';
