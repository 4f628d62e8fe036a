export {
  PhonePasswordForm,
  PRIVACY_AGREEMENT_PATH,
  DEFAULT_COUNTRY_CODE,
  type PhonePasswordFormProps,
  type PhonePasswordValues,
} from './PhonePasswordForm.tsx';
