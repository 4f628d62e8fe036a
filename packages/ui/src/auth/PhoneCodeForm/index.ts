export { PhoneCodeForm, type PhoneCodeFormProps } from './PhoneCodeForm.tsx';
