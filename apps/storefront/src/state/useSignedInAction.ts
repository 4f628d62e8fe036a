import { useCallback, useEffect, useRef } from 'react';
import { useSession } from './SessionContext.tsx';
import { useMall } from './store.ts';

type Action = () => void | Promise<void>;

/**
 * Runs shopper-only actions (favourite, follow, receive a coupon; spec §4
 * Session): a signed-in shopper's action runs at once; a guest gets the
 * sign-in dialog, and the action runs as soon as they have signed in. A
 * guest who closes the dialog and opens it again later (to sign in for
 * another reason) does not get the old action run; asking for another
 * action meanwhile replaces it.
 *
 * Returns `run(action, { withGuest })`; `withGuest` offers guest (visitor)
 * entry in the dialog (spec §4 anonymous purchase). An async action's
 * promise is not awaited.
 */
export function useSignedInAction(): (action: Action, options?: { withGuest?: boolean }) => void {
  const session = useSession();
  const loginOpen = useMall((s) => s.loginOpen);
  const openLogin = useMall((s) => s.openLogin);
  // `closed`: the dialog opened for this action has been closed since.
  const pending = useRef<{ action: Action; closed: boolean } | null>(null);

  useEffect(() => {
    if (!pending.current) return;
    // A sign-in closes the dialog too, and its session update may render a
    // moment later; so a closed dialog only forfeits the action when it reopens.
    if (!loginOpen) pending.current.closed = true;
    else if (pending.current.closed) pending.current = null;
  }, [loginOpen]);

  useEffect(() => {
    if (!session.loggedIn || !pending.current) return;
    const { action } = pending.current;
    pending.current = null;
    void action();
  }, [session.loggedIn]);

  return useCallback(
    (action: Action, options?: { withGuest?: boolean }) => {
      if (session.loggedIn) {
        void action();
        return;
      }
      pending.current = { action, closed: false };
      openLogin(options?.withGuest);
    },
    [session.loggedIn, openLogin],
  );
}
