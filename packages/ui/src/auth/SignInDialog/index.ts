export { SignInDialog, type SignInDialogProps } from './SignInDialog.tsx';
