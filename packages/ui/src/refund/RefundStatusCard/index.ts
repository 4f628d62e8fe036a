export { RefundStatusCard, type RefundStatusCardProps } from './RefundStatusCard.tsx';
export { ReturnParcelForm, type ReturnParcelFormProps } from './ReturnParcelForm.tsx';
export { RETURN_PARCEL_LIMITS, returnParcelSchema } from './returnParcelSchema.ts';
