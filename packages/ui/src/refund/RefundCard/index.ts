export { RefundCard, type RefundCardProps } from './RefundCard.tsx';
