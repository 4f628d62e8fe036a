export { PriceBreakdown, type PriceBreakdownProps, type PayableKind } from './PriceBreakdown.tsx';
