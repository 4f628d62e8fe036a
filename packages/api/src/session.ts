/**
 * Session rules of spec §4 and the login-required rule of spec §8.
 */

/** Lifetime of the session token and its cookie: 7 days, in seconds (spec §4, §9). */
export const TOKEN_MAX_AGE_SECONDS = 604_800;
/** Cookie that holds the stored token (`Bearer <token>`). */
export const TOKEN_COOKIE = 'token';
/** Cookie that remembers where to return after signing in (spec §4). */
export const FROM_PATH_COOKIE = 'fromPath';
/** Cookie holding the Twitter request token between leaving for Twitter and its callback (crmeb-api §2.3). */
export const TWITTER_TOKEN_COOKIE = 'twitterToken';
/** Cookie that holds the chosen language (spec §2 Header). */
export const LOCALE_COOKIE = 'locale';

/**
 * Where the client keeps the session. The storefront passes the browser
 * adapter ({@link createBrowserSession}); tests and server rendering pass their own.
 */
export interface SessionStore {
  /** The stored token value, `Bearer <token>`, or undefined for a guest. */
  getToken(): string | undefined;
  /** Stores a token (the raw token; the store adds the prefix) for {@link TOKEN_MAX_AGE_SECONDS}. */
  setToken(token: string): void;
  /** Removes the token cookie. */
  clearToken(): void;
  /** Path and query of the page the shopper is on, e.g. `/order/order_confirm?preOrderNo=1`. */
  currentPath(): string;
  /** Saves a path in the {@link FROM_PATH_COOKIE} cookie. */
  saveFromPath(path: string): void;
  /** Reads and removes the saved path. */
  takeFromPath(): string | undefined;
  /** Empties local storage (spec §4: on logout and on login-required). */
  clearLocalStorage(): void;
}

/** True for the home page, with or without a locale prefix (`/`, `/en`, `/en/`). */
export function isHomePath(pathWithQuery: string): boolean {
  const path = pathWithQuery.split(/[?#]/)[0] ?? '/';
  return /^\/(?:[a-z]{2,3}(?:-[A-Za-z]{2})?\/?)?$/.test(path);
}

/**
 * Runs the login-required rule (spec §4, §8): save path and query in `fromPath`,
 * remove the token, clear local storage. Returns whether the sign-in dialog
 * should open (everywhere except the home page).
 */
export function applyLoginRequired(store: SessionStore): boolean {
  const path = store.currentPath();
  store.saveFromPath(path);
  store.clearToken();
  store.clearLocalStorage();
  return !isHomePath(path);
}
