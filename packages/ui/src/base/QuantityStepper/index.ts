export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper.tsx';
export { clampQuantity } from './clampQuantity.ts';
