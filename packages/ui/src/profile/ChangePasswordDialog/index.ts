export { ChangePasswordDialog, type ChangePasswordDialogProps, type PasswordChange, type PasswordChangeWay } from './ChangePasswordDialog.tsx';
