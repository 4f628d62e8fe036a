import { useCallback, useEffect, useRef, useState } from 'react';
import type { LoginResponse } from '@mall/api';
import type { QrState } from '@mall/ui';
import { createQrTicket, readQrStatus } from '../../data/auth.ts';
import { useApiClient } from '../../api/ApiContext.tsx';
import { browser } from '../../platform/browser.ts';

/** How often the desktop asks whether the phone has confirmed. */
export const QR_POLL_MS = 2000;
/** The page a signed-in phone opens from the QR code. */
export const QR_CONFIRM_PATH = '/middlewares/qr_confirm';

/**
 * The desktop half of QR sign-in: makes a ticket, shows its URL, polls every
 * {@link QR_POLL_MS} ms until the phone confirms (then hands the session to
 * `onSignedIn`) or the ticket expires. `start` again after expiry makes a new one.
 */
export function useQrSignIn(onSignedIn: (login: LoginResponse) => Promise<void>) {
  const api = useApiClient();
  const [state, setState] = useState<QrState>({ url: '', status: 'loading' });
  const run = useRef(0);

  const stop = useCallback(() => {
    run.current += 1;
  }, []);

  const start = useCallback(() => {
    const mine = ++run.current;
    setState({ url: '', status: 'loading' });
    void (async () => {
      try {
        const ticket = await createQrTicket(api);
        if (run.current !== mine) return;
        setState({ url: `${browser.origin()}${QR_CONFIRM_PATH}?ticket=${ticket.ticket}`, status: 'waiting' });
        while (run.current === mine) {
          await new Promise((resolve) => setTimeout(resolve, QR_POLL_MS));
          if (run.current !== mine) return;
          const answer = await readQrStatus(api, ticket.ticket, ticket.pollKey);
          if (run.current !== mine) return;
          if (answer.status === 'confirmed' && answer.login) {
            run.current += 1;
            await onSignedIn(answer.login);
            return;
          }
          if (answer.status === 'expired') {
            setState((s) => ({ ...s, status: 'expired' }));
            return;
          }
          setState((s) => (s.status === answer.status ? s : { ...s, status: answer.status as QrState['status'] }));
        }
      } catch {
        if (run.current === mine) setState((s) => ({ ...s, status: 'error' }));
      }
    })();
  }, [api, onSignedIn]);

  // Leaving the page stops polling.
  useEffect(() => stop, [stop]);
  return { state, start, stop };
}
