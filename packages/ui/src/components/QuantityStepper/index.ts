export {
  quantityStepperLabels,
  QuantityStepper,
  type QuantityStepperLabels,
  type QuantityStepperProps,
} from './QuantityStepper';
