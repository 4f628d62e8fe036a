import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../../http/errors.ts';
import type { ProviderProfile } from './identity.ts';

/** Google's signing keys and the issuers its ID tokens carry. */
export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** Google sign-in settings (config `GOOGLE_CLIENT_ID`, `GOOGLE_JWKS_URL`, `GOOGLE_AUTH_URL`). */
export interface GoogleSettings {
  clientId: string;
  jwksUrl?: string;
  /** The authorization endpoint the storefront sends browsers to (default `GOOGLE_AUTH_URL` of @mall/api). */
  authUrl?: string;
}

/**
 * Verifies Google ID tokens (spec §7 notes the original did nothing with
 * them): the signature against Google's published keys (fetched and cached
 * by `jose`), the audience (our client id), the issuer and the expiry.
 * @throws {HttpError} 400 `auth.providerTokenInvalid` for any token that fails.
 */
export function googleVerifier(settings: GoogleSettings): (idToken: string) => Promise<ProviderProfile> {
  const keys: JWTVerifyGetKey = createRemoteJWKSet(new URL(settings.jwksUrl ?? GOOGLE_JWKS_URL));
  return async (idToken) => {
    try {
      const { payload } = await jwtVerify(idToken, keys, { issuer: ISSUERS, audience: settings.clientId, clockTolerance: 5 });
      if (!payload.sub) throw new Error('no subject');
      return {
        provider: 'google',
        subject: payload.sub,
        name: String(payload.name ?? payload.email ?? 'Google'),
        avatar: typeof payload.picture === 'string' ? payload.picture : undefined,
        email: typeof payload.email === 'string' ? payload.email : undefined,
        emailVerified: payload.email_verified === true,
      };
    } catch (error) {
      throw Object.assign(new HttpError(400, 'auth.providerTokenInvalid', { provider: 'Google' }), { cause: error });
    }
  };
}
