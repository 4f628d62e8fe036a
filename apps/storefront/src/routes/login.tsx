import { useEffect } from 'react';
import { useSession } from '../state/SessionContext.tsx';
import { useMall } from '../state/store.ts';
import Home from './home.tsx';

/**
 * `/login` (spec §2): the home page with the sign-in dialog open. Guests are
 * sent here from pages that need a session; signed-in shoppers are sent home
 * by the route guard (the route is guest-only) without the dialog.
 */
export default function LoginPage() {
  const openLogin = useMall((s) => s.openLogin);
  const { ready, loggedIn } = useSession();
  useEffect(() => {
    if (ready && !loggedIn) openLogin();
  }, [ready, loggedIn, openLogin]);
  return <Home />;
}
