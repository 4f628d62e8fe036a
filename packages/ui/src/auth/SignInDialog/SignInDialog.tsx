import { useIntl } from 'react-intl';
import { Dialog } from '../../base/Dialog/Dialog.tsx';
import { PhonePasswordForm, type PhonePasswordValues } from '../PhonePasswordForm/PhonePasswordForm.tsx';

export interface SignInDialogProps {
  open: boolean;
  /** Close button, Escape and a backdrop click. */
  onClose: () => void;
  /** Called with the phone sign-in values; the form spins while its promise runs. */
  onSubmit: (values: PhonePasswordValues) => Promise<void> | void;
  /** The server's message for a failed sign-in. */
  error?: string | null;
}

/**
 * The sign-in dialog ("账号登录"), for now with view 1 only: phone and
 * password ({@link PhonePasswordForm}). The other views (email, SMS code,
 * register, forgot password, guest) come later. The form is mounted only
 * while open, so it starts empty each time.
 * @see spec §2 Layout (login dialog) and Sign-in dialog, §4 Dialog views
 */
export function SignInDialog({ open, onClose, onSubmit, error }: SignInDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open={open} onClose={onClose} title={intl.formatMessage({ id: 'signInDialog.title' })} width={420}>
      <PhonePasswordForm onSubmit={onSubmit} error={error} />
    </Dialog>
  );
}
