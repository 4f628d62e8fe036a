import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Button, EmptyState, ErrorPage, PageHeading } from '@mall/ui';
import { confirmQrTicket, scanQrTicket } from '../../data/auth.ts';
import { useApiClient } from '../../api/ApiContext.tsx';
import { useSession } from '../../state/SessionContext.tsx';

/**
 * `/middlewares/qr_confirm?ticket=` — what a signed-in phone opens from the
 * sign-in dialog's QR code: it tells the desktop "scanned", then asks its
 * owner to confirm signing in there. Guests are sent to sign in first (the
 * route needs a session) and come back here.
 */
export default function QrConfirm() {
  const intl = useIntl();
  const api = useApiClient();
  const { user } = useSession();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const [state, setState] = useState<'ask' | 'done' | { error: string }>('ask');

  useEffect(() => {
    scanQrTicket(api, ticket).catch((error: unknown) => setState({ error: error instanceof Error ? error.message : String(error) }));
  }, [api, ticket]);

  async function confirm() {
    try {
      await confirmQrTicket(api, ticket);
      setState('done');
    } catch (error) {
      setState({ error: error instanceof Error ? error.message : String(error) });
    }
  }

  if (typeof state === 'object') return <ErrorPage status={400} message={state.error} homeHref="/" />;
  return (
    <>
      <PageHeading title={intl.formatMessage({ id: 'qrConfirm.title' })} />
      {state === 'done' ? (
        <EmptyState title={intl.formatMessage({ id: 'qrConfirm.done' })} />
      ) : (
        <EmptyState
          title={intl.formatMessage({ id: 'qrConfirm.question' }, { name: user?.nickname ?? '' })}
          action={<Button onClick={() => void confirm()}>{intl.formatMessage({ id: 'qrConfirm.confirm' })}</Button>}
        />
      )}
    </>
  );
}
