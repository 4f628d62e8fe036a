export { RefundStageBadge, REFUND_STAGE_ICON, type RefundStageBadgeProps } from './RefundStageBadge.tsx';
