export { RegisterForm, type RegisterFormProps, type RegisterMode } from './RegisterForm.tsx';
