export { RefundForm, type RefundFormProps } from './RefundForm.tsx';
export { isLineRefundable, refundBlockedReason, type RefundBlockedReason } from './refundBlocked.ts';
export { REFUND_EXPLAIN_MAX, refundFormSchema, type RefundFormValues, type RefundFormLineValue } from './refundFormSchema.ts';
