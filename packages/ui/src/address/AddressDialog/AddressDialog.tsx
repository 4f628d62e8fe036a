import { FormattedMessage } from 'react-intl';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { AddressForm, type AddressFieldError } from '../AddressForm/AddressForm.tsx';
import type { AddressFormValues } from '../AddressForm/addressSchema.ts';

export interface AddressDialogProps {
  open: boolean;
  /** Close button, Escape, backdrop click and 取消. */
  onClose: () => void;
  /** 新增收货地址 or 编辑收货地址 as the title. */
  mode: 'add' | 'edit';
  /** The address being edited. */
  initialValues?: Partial<AddressFormValues>;
  /** Trimmed, valid values; the save button spins while the promise runs. Close the dialog when it succeeds. */
  onSubmit: (values: AddressFormValues) => Promise<void> | void;
  /** Server 400 errors, shown at their fields. */
  fieldErrors?: AddressFieldError[];
  /** Dial code before the phone, without `+` (default '86'). */
  countryCode?: string;
}

/**
 * The add/edit address dialog of the checkout and the address book: a modal
 * {@link Dialog} (640 px) around an {@link AddressForm}. The form is mounted
 * only while open, so each opening starts from `initialValues`.
 * @see spec §3 Address, §5; crmeb-api §3 /order/order_confirm (add-address dialog), /users/address_list
 */
export function AddressDialog({ open, onClose, mode, initialValues, onSubmit, fieldErrors, countryCode }: AddressDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      width={640}
      title={<FormattedMessage id={mode === 'add' ? 'addressDialog.addTitle' : 'addressDialog.editTitle'} />}
    >
      <AddressForm
        initialValues={initialValues}
        countryCode={countryCode}
        onSubmit={onSubmit}
        onCancel={onClose}
        fieldErrors={fieldErrors}
      />
    </Dialog>
  );
}
