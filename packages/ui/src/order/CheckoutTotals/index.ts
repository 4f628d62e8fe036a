export { CheckoutTotals, type CheckoutTotalsProps } from './CheckoutTotals.tsx';
