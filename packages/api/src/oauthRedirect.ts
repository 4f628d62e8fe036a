/**
 * Google and Facebook sign-in by redirect, without any script of theirs
 * (spec §2 `/middlewares/callback_google`, `/middlewares/callback_facebook`;
 * §3 login payloads; §7 `POST /api/front/login/google`, `/facebook`):
 * the storefront sends the browser to the provider, the provider sends it
 * back with a token in the URL fragment, the callback page checks the answer
 * belongs to the sign-in it started and hands the token to the server.
 */

/** Google's OpenID Connect authorization endpoint (default of config `GOOGLE_AUTH_URL`). */
export const GOOGLE_AUTH_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
/** Facebook's login dialog (default of config `FACEBOOK_DIALOG_URL`). */
export const FACEBOOK_DIALOG_URL = 'https://www.facebook.com/v19.0/dialog/oauth';

/** Storefront page Google sends the browser back to (without a locale prefix). */
export const GOOGLE_CALLBACK_PATH = '/middlewares/callback_google';
/** Storefront page Facebook sends the browser back to (without a locale prefix). */
export const FACEBOOK_CALLBACK_PATH = '/middlewares/callback_facebook';

/** Adds query parameters, spaces as `%20` (as the providers document them, not `+`). */
function withQuery(base: string, params: [string, string][]): string {
  const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${query}`;
}

export interface GoogleAuthorizeInput {
  /** Google's authorization endpoint (`googleAuthUrl` of the login method info). */
  authUrl: string;
  clientId: string;
  /** Absolute URL of {@link GOOGLE_CALLBACK_PATH} on this storefront's origin. */
  redirectUri: string;
  /** Random value the callback must get back unchanged (ties the answer to this browser). */
  state: string;
  /** Random value Google copies into the ID token (ties the token to this sign-in). */
  nonce: string;
}

/**
 * The URL that starts Google's OpenID Connect implicit flow: Google returns
 * `#id_token=…&state=…` to `redirectUri`; `prompt=select_account` lets the
 * shopper pick which Google account to use every time.
 */
export function googleAuthorizeUrl(input: GoogleAuthorizeInput): string {
  return withQuery(input.authUrl, [
    ['client_id', input.clientId],
    ['redirect_uri', input.redirectUri],
    ['response_type', 'id_token'],
    ['scope', 'openid email profile'],
    ['nonce', input.nonce],
    ['state', input.state],
    ['prompt', 'select_account'],
  ]);
}

export interface FacebookAuthorizeInput {
  /** Facebook's login dialog (`facebookDialogUrl` of the login method info). */
  dialogUrl: string;
  appId: string;
  /** Absolute URL of {@link FACEBOOK_CALLBACK_PATH} on this storefront's origin. */
  redirectUri: string;
  /** Random value the callback must get back unchanged. */
  state: string;
}

/**
 * The URL that starts Facebook's manual login flow: Facebook returns
 * `#access_token=…&state=…` to `redirectUri` (a refusal comes back as
 * `?error=…` in the query instead).
 */
export function facebookAuthorizeUrl(input: FacebookAuthorizeInput): string {
  return withQuery(input.dialogUrl, [
    ['client_id', input.appId],
    ['redirect_uri', input.redirectUri],
    ['response_type', 'token'],
    ['scope', 'email public_profile'],
    ['state', input.state],
  ]);
}

/** What a provider put in the callback URL; each field is absent when it did not send it. */
export interface OAuthAnswer {
  idToken?: string;
  accessToken?: string;
  state?: string;
  /** The provider's error code, e.g. `access_denied` when the shopper cancelled. */
  error?: string;
}

/**
 * Reads a provider's answer from a URL fragment (`#id_token=…&state=…`) or,
 * for refusals Facebook sends in the query, a query string (`?error=…`).
 * The leading `#` or `?` is optional; empty values count as absent.
 */
export function parseOAuthFragment(hash: string): OAuthAnswer {
  const params = new URLSearchParams(hash.replace(/^[#?]/, ''));
  const read = (key: string) => params.get(key) || undefined;
  const answer: OAuthAnswer = {};
  const fields: [keyof OAuthAnswer, string][] = [
    ['idToken', 'id_token'],
    ['accessToken', 'access_token'],
    ['state', 'state'],
    ['error', 'error'],
  ];
  for (const [field, key] of fields) {
    const value = read(key);
    if (value !== undefined) answer[field] = value;
  }
  return answer;
}

/**
 * The `nonce` claim of an ID token, read WITHOUT checking the signature
 * (the server verifies the token; this only tells a token meant for another
 * sign-in apart before sending it). Undefined when the token is not a JWT
 * or has no string nonce.
 */
export function unverifiedIdTokenNonce(idToken: string): string | undefined {
  const payload = idToken.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { nonce?: unknown };
    return typeof claims.nonce === 'string' ? claims.nonce : undefined;
  } catch {
    return undefined;
  }
}

/** What the storefront kept of a sign-in it started, until the provider answers. */
export interface PendingOAuth {
  state: string;
  /** Google only. */
  nonce?: string;
}

/**
 * Why an answer is refused: the provider said no (`denied`), it does not
 * belong to a sign-in started in this browser tab (`state`: missing, not
 * kept, or different), it carries no token (`token`), or Google's ID token
 * was issued for another sign-in (`nonce`).
 */
export type OAuthRefusal = 'denied' | 'state' | 'token' | 'nonce';

/** The token to send to the server, or why there is none. */
export type OAuthCheck = { ok: true; token: string } | { ok: false; reason: OAuthRefusal };

/**
 * Checks a provider's answer against the sign-in this browser tab started
 * (`pending`, undefined when none was kept): the state must match, and for
 * Google (`kind` `id_token`) the token's nonce must match the kept one.
 */
export function checkOAuthAnswer(answer: OAuthAnswer, pending: PendingOAuth | undefined, kind: 'id_token' | 'access_token'): OAuthCheck {
  if (answer.error) return { ok: false, reason: 'denied' };
  if (!pending?.state || answer.state !== pending.state) return { ok: false, reason: 'state' };
  const token = kind === 'id_token' ? answer.idToken : answer.accessToken;
  if (!token) return { ok: false, reason: 'token' };
  if (kind === 'id_token' && (!pending.nonce || unverifiedIdTokenNonce(token) !== pending.nonce)) return { ok: false, reason: 'nonce' };
  return { ok: true, token };
}
