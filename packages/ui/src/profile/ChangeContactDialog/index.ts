export { ChangeContactDialog, type ChangeContactDialogProps, type ContactChange, type ContactTarget } from './ChangeContactDialog.tsx';
