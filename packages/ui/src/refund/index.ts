export * from './types.ts';
export { REFUND_KIND_LABEL, REFUND_STAGE_LABEL, REFUND_STAGE_TONE, refundChannelLabel, type RefundStageTone } from './refundWords.ts';
export * from './RefundStageBadge/index.ts';
export * from './RefundForm/index.ts';
export * from './RefundStatusCard/index.ts';
export * from './RefundTimeline/index.ts';
export * from './RefundCard/index.ts';
export * from './RefundList/index.ts';
export * from './RefundDetail/index.ts';
