import type { ApiClient, EndpointInput, EndpointKey, LoginResponse } from '@mall/api';
import { useApi } from './useApi.ts';

/** Which ways of signing in the server offers (spec §3 Login method info); read once per visit. */
export function useLoginMethods(enabled: boolean) {
  return useApi('GET /api/front/login/method/info', enabled ? {} : null, { revalidateOnFocus: false });
}

/** The picture beside the sign-in form (`GET /api/pc/login/getLoginPic`). */
export function useLoginPicture(enabled: boolean) {
  return useApi('GET /api/pc/login/getLoginPic', enabled ? {} : null, { revalidateOnFocus: false });
}

/**
 * Signs in with a Google ID token (`POST /api/front/login/google`, the bare
 * token as the body, crmeb-api §4.1); the server checks its signature,
 * audience, issuer and expiry. Rejects with the server's `ApiError`
 * (`auth.providerTokenInvalid`, `auth.providerOff`) without a toast: the
 * dialog shows it.
 */
export function signInWithGoogle(api: ApiClient, idToken: string): Promise<LoginResponse> {
  return api.request('POST /api/front/login/google', { body: idToken, silent: true });
}

/**
 * Signs in with a Facebook user access token (`POST /api/front/login/facebook`);
 * the server asks Facebook whether it was issued to the mall's app, and for
 * whom (`id`, when given, must be that person). Rejects like {@link signInWithGoogle}.
 */
export function signInWithFacebook(api: ApiClient, accessToken: string, id?: string): Promise<LoginResponse> {
  return api.request('POST /api/front/login/facebook', { body: id ? { accessToken, id } : { accessToken }, silent: true });
}

/** The body a call of the contract takes. */
type BodyOf<K extends EndpointKey> = EndpointInput<K> extends { body: infer B } ? B : never;

/*
 * Signing in, registering and resetting (spec §4; crmeb-wire §4): every call is silent, since the dialog
 * shows a failure in the view it came from; each rejects with the server's translated `ApiError`.
 */

/** Phone and password (`POST /api/front/login/mobile/password`). */
export function signInWithPhonePassword(api: ApiClient, body: BodyOf<'POST /api/front/login/mobile/password'>): Promise<LoginResponse> {
  return api.request('POST /api/front/login/mobile/password', { body, silent: true });
}

/** E-mail and password (`POST /api/front/login/email`). */
export function signInWithEmail(api: ApiClient, body: BodyOf<'POST /api/front/login/email'>): Promise<LoginResponse> {
  return api.request('POST /api/front/login/email', { body, silent: true });
}

/** Phone and SMS code (`POST /api/front/login/mobile/captcha`); an unknown phone is registered on the way. */
export function signInWithPhoneCode(api: ApiClient, body: BodyOf<'POST /api/front/login/mobile/captcha'>): Promise<LoginResponse> {
  return api.request('POST /api/front/login/mobile/captcha', { body, silent: true });
}

/** Sends an SMS code to a phone (`POST /api/front/login/sendCode`); another may be asked after `CODE_RESEND_SECONDS`. */
export function sendPhoneCode(api: ApiClient, body: BodyOf<'POST /api/front/login/sendCode'>): Promise<unknown> {
  return api.request('POST /api/front/login/sendCode', { body, silent: true });
}

/** Sends an e-mail code, to register (`email/captcha`) or to reset a password (`email/forget/password`). */
export function sendEmailCode(api: ApiClient, email: string, purpose: 'register' | 'reset'): Promise<unknown> {
  const key = purpose === 'register' ? 'POST /api/front/login/email/captcha' : 'POST /api/front/login/email/forget/password';
  return api.request(key, { body: email, silent: true });
}

/** Registers with a phone and its SMS code (`POST /api/front/login/register/mobile`), signed in. */
export function registerByPhone(api: ApiClient, body: BodyOf<'POST /api/front/login/register/mobile'>): Promise<LoginResponse> {
  return api.request('POST /api/front/login/register/mobile', { body, silent: true });
}

/** Registers with an e-mail and its code (`POST /api/front/login/register/email`), signed in. */
export function registerByEmail(api: ApiClient, body: BodyOf<'POST /api/front/login/register/email'>): Promise<LoginResponse> {
  return api.request('POST /api/front/login/register/email', { body, silent: true });
}

/** Sets a new password with the e-mail's code (`POST /api/front/login/email/reset/password`). */
export function resetPassword(api: ApiClient, body: BodyOf<'POST /api/front/login/email/reset/password'>): Promise<unknown> {
  return api.request('POST /api/front/login/email/reset/password', { body, silent: true });
}

/** Enters as a guest with an e-mail (`POST /api/front/login/register/visitor`; spec §4 anonymous purchase). */
export function enterAsGuest(api: ApiClient, body: BodyOf<'POST /api/front/login/register/visitor'>): Promise<LoginResponse> {
  return api.request('POST /api/front/login/register/visitor', { body, silent: true });
}

/** X's request token for the PC flow (`GET /api/front/login/twitter/request/token?end=pc`), with the page to send the shopper to. */
export function requestTwitterToken(api: ApiClient) {
  return api.request('GET /api/front/login/twitter/request/token', { query: { end: 'pc' }, silent: true });
}

/** Completes an X sign-in with what X gave back to the callback page (`POST /api/front/login/twitter`). */
export function signInWithTwitter(api: ApiClient, body: BodyOf<'POST /api/front/login/twitter'>): Promise<LoginResponse> {
  return api.request('POST /api/front/login/twitter', { body, silent: true });
}

/** A QR sign-in ticket for the dialog to show (`POST /api/front/login/qr/ticket`), with the key that polls it. */
export function createQrTicket(api: ApiClient) {
  return api.request('POST /api/front/login/qr/ticket', { silent: true });
}

/** Where a QR ticket stands (`GET /api/front/login/qr/status`): waiting, scanned, confirmed (with the login) or expired. */
export function readQrStatus(api: ApiClient, ticket: string, pollKey: string) {
  return api.request('GET /api/front/login/qr/status', { query: { ticket, pollKey }, silent: true });
}

/** The signed-in phone has scanned a ticket (`POST /api/front/login/qr/scan`): the dialog says so. */
export function scanQrTicket(api: ApiClient, ticket: string): Promise<unknown> {
  return api.request('POST /api/front/login/qr/scan', { body: { ticket }, silent: true });
}

/** The signed-in phone confirms a ticket (`POST /api/front/login/qr/confirm`): the dialog's browser is signed in. */
export function confirmQrTicket(api: ApiClient, ticket: string): Promise<unknown> {
  return api.request('POST /api/front/login/qr/confirm', { body: { ticket }, silent: true });
}

/** Whether the stored token is still a session (`POST /api/front/login/token/is/exist`); false when it cannot be asked. */
export function isSessionAlive(api: ApiClient): Promise<boolean> {
  return api.request('POST /api/front/login/token/is/exist', { silent: true }).catch(() => false);
}

/** Ends the session on the server (`GET /api/front/login/logout`); a failure is ignored, the token is forgotten either way. */
export function signOutOnServer(api: ApiClient): Promise<void> {
  return api.request('GET /api/front/login/logout', { silent: true }).then(
    () => undefined,
    () => undefined,
  );
}
