import { OAuth } from 'oauth';
import type { TwitterLoginInput, TwitterRequestToken } from '@mall/api';
import { HttpError } from '../../http/errors.ts';
import type { SharedStore } from '../../shared/store.ts';
import type { ProviderProfile } from './identity.ts';

export const TWITTER_API_URL = 'https://api.twitter.com';
/** How long a started Twitter sign-in may take: 10 minutes. */
const REQUEST_TOKEN_TTL_MS = 600_000;

/** Twitter sign-in settings (config `TWITTER_CONSUMER_KEY`, `TWITTER_CONSUMER_SECRET`, `TWITTER_API_URL`). */
export interface TwitterSettings {
  consumerKey: string;
  consumerSecret: string;
  /** Where Twitter sends the browser back: the storefront's `/middlewares/callback_twitter`. */
  callbackUrl: string;
  apiUrl?: string;
}

/**
 * Twitter's OAuth 1.0a sign-in (crmeb-api §4.1; spec §2 `/middlewares/callback_twitter`):
 * `start` gets a request token and the authorization URL; the request token's
 * secret stays in the shared store (the browser never sees it); `finish`
 * trades token + verifier for the user's id and name.
 */
export function twitterSignIn(settings: TwitterSettings, store: SharedStore) {
  const api = settings.apiUrl ?? TWITTER_API_URL;
  const oauth = new OAuth(
    `${api}/oauth/request_token`,
    `${api}/oauth/access_token`,
    settings.consumerKey,
    settings.consumerSecret,
    '1.0A',
    settings.callbackUrl,
    'HMAC-SHA1',
  );
  const fail = (error: unknown) => Object.assign(new HttpError(400, 'auth.providerTokenInvalid', { provider: 'Twitter' }), { cause: error });

  return {
    /** @throws {HttpError} 500 `auth.providerUnavailable` when Twitter cannot be reached. */
    async start(): Promise<TwitterRequestToken> {
      const { token, secret } = await new Promise<{ token: string; secret: string }>((resolve, reject) =>
        oauth.getOAuthRequestToken((error, token, secret) => (error ? reject(error) : resolve({ token, secret }))),
      ).catch((error: unknown) => {
        throw Object.assign(new HttpError(500, 'auth.providerUnavailable', { provider: 'Twitter' }), { cause: error });
      });
      await store.set(`twitter-request:${token}`, secret, REQUEST_TOKEN_TTL_MS);
      return { token, tokenSecret: '', authorizationURL: `${api}/oauth/authenticate?oauth_token=${encodeURIComponent(token)}` };
    },

    /** @throws {HttpError} 400 `auth.providerTokenInvalid` for an unknown, used or refused token. */
    async finish(input: TwitterLoginInput): Promise<ProviderProfile> {
      const key = `twitter-request:${input.oauthToken}`;
      const secret = await store.get(key);
      // Used once: a replayed callback finds nothing.
      if (!secret || !(await store.delete(key))) throw fail(new Error('unknown or used request token'));
      const results = await new Promise<Record<string, unknown>>((resolve, reject) =>
        oauth.getOAuthAccessToken(input.oauthToken, secret, input.oauthVerifier, (error, _token, _secret, res) =>
          error ? reject(error) : resolve(res as Record<string, unknown>),
        ),
      ).catch((error: unknown) => {
        throw fail(error);
      });
      const subject = String(results.user_id ?? '');
      if (!subject) throw fail(new Error('no user id'));
      return { provider: 'twitter', subject, name: String(results.screen_name ?? 'Twitter'), emailVerified: false };
    },
  };
}
