export {
  QuantityPicker,
  quantityPickerLabels,
  type QuantityPickerLabels,
  type QuantityPickerProps,
} from './QuantityPicker';
