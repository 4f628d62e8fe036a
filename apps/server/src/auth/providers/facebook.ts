import type { FacebookLoginInput } from '@mall/api';
import { HttpError } from '../../http/errors.ts';
import type { ProviderProfile } from './identity.ts';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0';

/** Facebook sign-in settings (config `FACEBOOK_APP_ID`, `FACEBOOK_APP_SECRET`, `FACEBOOK_GRAPH_URL`, `FACEBOOK_DIALOG_URL`). */
export interface FacebookSettings {
  appId: string;
  appSecret: string;
  graphUrl?: string;
  /** The login dialog the storefront sends browsers to (default `FACEBOOK_DIALOG_URL` of @mall/api). */
  dialogUrl?: string;
}

async function graph<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`Graph API answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Checks a Facebook sign-in with Facebook itself: the access token must be
 * valid and issued to our app (`debug_token` with the app token); the person
 * is then read with that token (`/me?fields=id,name,email,picture`) and must
 * be the token's user. Only Facebook's answers are trusted: an `id` the
 * browser sent must be the token's user, and its name, picture and email are
 * never used (crmeb-api §4.1 clients send them). Facebook returns only
 * confirmed emails.
 * @throws {HttpError} 400 `auth.providerTokenInvalid` when Facebook does not vouch for it.
 */
export function facebookVerifier(settings: FacebookSettings): (input: FacebookLoginInput) => Promise<ProviderProfile> {
  const base = settings.graphUrl ?? FACEBOOK_GRAPH_URL;
  const appToken = `${settings.appId}|${settings.appSecret}`;
  return async (input) => {
    try {
      const debug = await graph<{ data?: { is_valid?: boolean; app_id?: string; user_id?: string } }>(
        `${base}/debug_token?input_token=${encodeURIComponent(input.accessToken)}&access_token=${encodeURIComponent(appToken)}`,
      );
      const userId = debug.data?.user_id;
      if (!debug.data?.is_valid || debug.data.app_id !== settings.appId || !userId) throw new Error('token not valid for this app');
      if (input.id !== undefined && input.id !== userId) throw new Error('token is not the sent user’s');
      const me = await graph<{ id?: string; name?: string; email?: string; picture?: { data?: { url?: string } } }>(
        `${base}/me?fields=id,name,email,picture&access_token=${encodeURIComponent(input.accessToken)}`,
      );
      if (me.id !== userId) throw new Error('profile is not the token’s user');
      return {
        provider: 'facebook',
        subject: userId,
        name: me.name ?? '',
        avatar: me.picture?.data?.url,
        email: me.email,
        emailVerified: Boolean(me.email),
      };
    } catch (error) {
      throw Object.assign(new HttpError(400, 'auth.providerTokenInvalid', { provider: 'Facebook' }), { cause: error });
    }
  };
}
