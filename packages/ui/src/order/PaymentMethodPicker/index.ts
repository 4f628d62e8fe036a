export {
  PaymentMethodPicker,
  payTypeMessageId,
  type PaymentMethodPickerProps,
  type PaymentMethodSwitches,
  type PayTypeOption,
} from './PaymentMethodPicker.tsx';
