export { SettlementForm, type SettlementFormMode, type SettlementFormProps } from './SettlementForm.tsx';
export {
  EMPTY_SETTLEMENT_VALUES,
  picturesError,
  SETTLEMENT_LIMITS,
  SETTLEMENT_PICTURE_TYPES,
  settlementApplicationOf,
  settlementSchema,
  type SettlementFormValues,
  type SettlementLimits,
} from './settlementSchema.ts';
