export { EmailPasswordForm, type EmailPasswordFormProps } from './EmailPasswordForm.tsx';
