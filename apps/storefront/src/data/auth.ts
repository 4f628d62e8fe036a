import type { ApiClient, LoginResponse } from '@mall/api';
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
