import Cookies from 'js-cookie';
import { toStoredToken } from './headers.ts';
import { FROM_PATH_COOKIE, TOKEN_COOKIE, TOKEN_MAX_AGE_SECONDS, type SessionStore } from './session.ts';

/**
 * The {@link SessionStore} of a browser: cookies through js-cookie, `localStorage`
 * and `location`. Call it from browser code only (an effect or the client entry);
 * it touches `window` when its methods run, never when it is created.
 * @see spec §4 Session
 */
export function createBrowserSession(): SessionStore {
  const days = TOKEN_MAX_AGE_SECONDS / 86_400;
  return {
    getToken: () => Cookies.get(TOKEN_COOKIE) || undefined,
    setToken: (token) => {
      Cookies.set(TOKEN_COOKIE, toStoredToken(token), { expires: days, sameSite: 'lax', path: '/' });
    },
    clearToken: () => Cookies.remove(TOKEN_COOKIE, { path: '/' }),
    currentPath: () => window.location.pathname + window.location.search,
    saveFromPath: (path) => {
      Cookies.set(FROM_PATH_COOKIE, path, { sameSite: 'lax', path: '/' });
    },
    takeFromPath: () => {
      const path = Cookies.get(FROM_PATH_COOKIE);
      Cookies.remove(FROM_PATH_COOKIE, { path: '/' });
      return path || undefined;
    },
    clearLocalStorage: () => {
      try {
        window.localStorage.clear();
      } catch {
        // Storage may be disabled (private mode, policy); there is then nothing to clear.
      }
    },
  };
}
