import { useIntl } from 'react-intl';
import { Button, Dialog } from '@mall/ui';

/** The sign-out confirmation (spec §4: logout asks for confirmation). Loaded when first needed. */
export default function LogoutDialog({ onCancel, onConfirm }: { onCancel: () => void; onConfirm: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open
      title={intl.formatMessage({ id: 'logout.title' })}
      onClose={onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </Button>
          <Button onClick={onConfirm}>{intl.formatMessage({ id: 'logout.confirm' })}</Button>
        </>
      }
    >
      {intl.formatMessage({ id: 'logout.body' })}
    </Dialog>
  );
}
