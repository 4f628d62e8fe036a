export { GuestForm, type GuestFormProps } from './GuestForm.tsx';
