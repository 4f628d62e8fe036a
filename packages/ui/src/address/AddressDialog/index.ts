export { AddressDialog, type AddressDialogProps } from './AddressDialog.tsx';
