export {
  defaultQuantityStepperLabels,
  QuantityStepper,
  type QuantityStepperLabels,
  type QuantityStepperProps,
} from './QuantityStepper';
