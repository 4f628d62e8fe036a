import type { FacebookLoginInput } from '@mall/api';
import { HttpError } from '../../http/errors.ts';
import type { ProviderProfile } from './identity.ts';

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com/v19.0';

/** Facebook sign-in settings (config `FACEBOOK_APP_ID`, `FACEBOOK_APP_SECRET`, `FACEBOOK_GRAPH_URL`). */
export interface FacebookSettings {
  appId: string;
  appSecret: string;
  graphUrl?: string;
}

async function graph<T>(url: string): Promise<T> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`Graph API answered ${res.status}`);
  return (await res.json()) as T;
}

/**
 * Checks a Facebook sign-in with Facebook itself: the access token must be
 * valid and issued to our app (`debug_token` with the app token) for the
 * same user id the browser sent; the profile is then read with that token.
 * Facebook returns only confirmed emails.
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
      if (!debug.data?.is_valid || debug.data.app_id !== settings.appId || debug.data.user_id !== input.id) {
        throw new Error('token not valid for this app and user');
      }
      const me = await graph<{ id: string; name?: string; email?: string; picture?: { data?: { url?: string } } }>(
        `${base}/me?fields=id,name,email,picture&access_token=${encodeURIComponent(input.accessToken)}`,
      );
      return {
        provider: 'facebook',
        subject: me.id,
        name: me.name ?? input.name,
        avatar: me.picture?.data?.url,
        email: me.email,
        emailVerified: Boolean(me.email),
      };
    } catch (error) {
      throw Object.assign(new HttpError(400, 'auth.providerTokenInvalid', { provider: 'Facebook' }), { cause: error });
    }
  };
}
