import { useEffect } from 'react';
import { useMall } from '../state/store.ts';
import Home from './home.tsx';

/**
 * `/login` (spec §2): the home page with the sign-in dialog open. Guests are
 * sent here from pages that need a session; signed-in shoppers are sent home
 * (the route is guest-only).
 */
export default function LoginPage() {
  const openLogin = useMall((s) => s.openLogin);
  useEffect(() => openLogin(), [openLogin]);
  return <Home />;
}
