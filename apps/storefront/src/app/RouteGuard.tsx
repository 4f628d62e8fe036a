import { useEffect, type ReactNode } from 'react';
import { useLocation, useMatches } from 'react-router';
import { Skeleton } from '@mall/ui';
import type { RouteHandle } from '../routes/routes.tsx';
import { useSession } from '../state/SessionContext.tsx';
import { useMallNavigate } from './useMallNavigate.ts';

/**
 * The auth rules of spec §2: a guest opening a page that needs a session goes
 * to `/login`, the requested path and query remembered for after signing
 * in; a signed-in shopper on a guest-only page (`/login`) goes home. Until the
 * session is known, such pages show a placeholder rather than flash.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const matches = useMatches();
  const location = useLocation();
  const navigate = useMallNavigate();
  const { ready, loggedIn, switching, rememberPath } = useSession();
  const rules = matches.map((m) => (m.handle as RouteHandle | undefined)?.auth);
  const needsSession = rules.includes('required');
  const guestOnly = rules.includes('guest');

  useEffect(() => {
    if (!ready || switching) return;
    if (needsSession && !loggedIn) {
      rememberPath(location.pathname + location.search);
      navigate('/login', { replace: true });
    } else if (guestOnly && loggedIn) {
      navigate('/', { replace: true });
    }
  }, [ready, switching, loggedIn, needsSession, guestOnly, location.pathname, location.search, rememberPath, navigate]);

  if (needsSession && !(ready && loggedIn)) return <Skeleton height={320} />;
  return <>{children}</>;
}
