import { createContext, useContext } from 'react';
import type { LoginResponse, UserInfo } from '@mall/api';

/** What every page knows about the shopper (spec §3, §4 Session). */
export interface Session {
  /** A live token is held. False until the check on load has run. */
  loggedIn: boolean;
  /** The token check on load has finished. */
  ready: boolean;
  /**
   * Signing in or out is moving the shopper to their next page. Route guards
   * wait meanwhile: the session, not the guard, decides where that page is.
   */
  switching: boolean;
  user: UserInfo | undefined;
  /** Valid cart lines, for the badge; 0 for guests. */
  cartCount: number;
  /** Takes the answer of any login call: keeps the token, closes the dialog, returns to the remembered page. */
  completeSignIn: (login: LoginResponse) => Promise<void>;
  /** Signs out: ends the session (failures ignored), clears local state, goes home (spec §4). */
  signOut: () => Promise<void>;
  /** Remembers a path and query to return to after signing in (spec §2, the `fromPath` cookie). */
  rememberPath: (path: string) => void;
  /** Re-reads the cart badge and the shopper after a change. */
  refresh: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The shopper's session. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside the app shell');
  return session;
}
