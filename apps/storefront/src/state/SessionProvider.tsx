import { useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { ApiClient, LoginResponse, SessionStore } from '@mall/api';
import { useApiClient } from '../api/ApiContext.tsx';
import type { ClientBridge } from '../app/ClientBridge.ts';
import { stripLocale } from '../app/localePath.ts';
import { useMallNavigate } from '../app/useMallNavigate.ts';
import { isSessionAlive, signOutOnServer } from '../data/auth.ts';
import { useCartCount } from '../data/cart.ts';
import { useRevalidate } from '../data/useApi.ts';
import { useUserInfo } from '../data/user.ts';
import { SessionContext, type Session } from './SessionContext.tsx';
import { MallStoreContext } from './store.ts';

export interface SessionProviderProps {
  store: SessionStore;
  /** Where the API client's login-required rule asks for the sign-in dialog (spec §8). */
  bridge: ClientBridge;
  children: ReactNode;
}

/**
 * Whether the stored token is a live session: asks the server, and forgets
 * the token when it says no or cannot be asked (spec §4 Session).
 */
async function checkStoredToken(api: ApiClient, store: SessionStore): Promise<boolean> {
  if (!store.getToken()) return false;
  const alive = await isSessionAlive(api);
  if (!alive) store.clearToken();
  return alive;
}

/**
 * Holds the shopper's session (spec §4): on every load it checks the stored
 * token; a completed sign-in (any way) stores the token for 7 days and returns to the page saved in
 * `fromPath` (or leaves `/login` for home); sign-out clears the session,
 * cart count, shared state and local storage and goes home.
 */
export function SessionProvider({ store, bridge, children }: SessionProviderProps) {
  const api = useApiClient();
  const navigate = useNavigate();
  const mallNavigate = useMallNavigate();
  const location = useLocation();
  const mall = useContext(MallStoreContext)!;
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const [loggedIn, setLoggedIn] = useState(false);
  const [ready, setReady] = useState(false);
  // The location a sign-in or sign-out is leaving; null when none is under way.
  const [switchingFrom, setSwitchingFrom] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void checkStoredToken(api, store).then((alive) => {
      if (!live) return;
      setLoggedIn(alive);
      setReady(true);
    });
    return () => {
      live = false;
    };
  }, [api, store]);

  useEffect(
    () =>
      bridge.connectLoginOpener(() => {
        setLoggedIn(false);
        mall.getState().openLogin();
      }),
    [bridge, mall],
  );

  // The switch ends in the render that shows the next page: the guard then judges that page.
  if (switchingFrom !== null && location.key !== switchingFrom) setSwitchingFrom(null);
  const switching = switchingFrom !== null && switchingFrom === location.key;

  const user = useUserInfo(loggedIn);
  const cart = useCartCount(loggedIn);
  const onLoginPage = stripLocale(location.pathname) === '/login';

  const completeSignIn = useCallback(
    async (login: LoginResponse) => {
      store.setToken(login.token);
      const from = store.takeFromPath();
      const leaving = (from && from !== store.currentPath()) || onLoginPage;
      // Without the switch, the guard of `/login` would send a shopper who just signed in home.
      if (leaving) setSwitchingFrom(location.key);
      setLoggedIn(true);
      mall.getState().closeLogin();
      await revalidate('GET /api/front/user/info', 'GET /api/front/cart/count');
      // The saved path already carries its locale prefix.
      if (from && from !== store.currentPath()) await navigate(from, { replace: onLoginPage });
      else if (onLoginPage) await mallNavigate('/', { replace: true });
    },
    [store, mall, navigate, mallNavigate, revalidate, onLoginPage, location.key],
  );

  const signOut = useCallback(async () => {
    await signOutOnServer(api);
    store.clearToken();
    // Reset first: the shared state writes its stored parts back when they change.
    mall.getState().reset();
    store.clearLocalStorage();
    // Without the switch, the guard of a members-only page would send the shopper to /login.
    setSwitchingFrom(location.key);
    setLoggedIn(false);
    // Drop every cached answer: nothing of the shopper may stay on screen; the cart count becomes 0.
    await mutate(() => true, undefined, { revalidate: false });
    await mallNavigate('/');
  }, [api, store, mall, mutate, mallNavigate, location.key]);

  const session = useMemo<Session>(
    () => ({
      loggedIn,
      ready,
      switching,
      user: loggedIn ? user.data : undefined,
      cartCount: loggedIn ? (cart.data?.count ?? 0) : 0,
      completeSignIn,
      signOut,
      rememberPath: (path) => store.saveFromPath(path),
      refresh: () => void revalidate('GET /api/front/user/info', 'GET /api/front/cart/count'),
    }),
    [loggedIn, ready, switching, user.data, cart.data, completeSignIn, signOut, store, revalidate],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
