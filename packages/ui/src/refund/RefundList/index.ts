export { RefundList, type RefundListProps } from './RefundList.tsx';
