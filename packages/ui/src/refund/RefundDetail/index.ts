export { RefundDetail, type RefundDetailProps } from './RefundDetail.tsx';
