import { describe, expect, it } from 'vitest';
import {
  checkOAuthAnswer,
  facebookAuthorizeUrl,
  FACEBOOK_DIALOG_URL,
  googleAuthorizeUrl,
  GOOGLE_AUTH_URL,
  parseOAuthFragment,
  unverifiedIdTokenNonce,
} from './oauthRedirect.ts';

/** An unsigned JWT-shaped token with these claims (the signature part is filler). */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256', kid: 'k' })}.${part(claims)}.c2lnbmF0dXJl`;
}

describe('authorize URLs', () => {
  it('asks Google for an ID token with nonce, state and account choice', () => {
    const url = googleAuthorizeUrl({
      authUrl: GOOGLE_AUTH_URL,
      clientId: 'abc.apps.googleusercontent.com',
      redirectUri: 'https://mall.test/middlewares/callback_google',
      state: 's1',
      nonce: 'n1',
    });
    expect(url).toBe(
      'https://accounts.google.com/o/oauth2/v2/auth?client_id=abc.apps.googleusercontent.com' +
        '&redirect_uri=https%3A%2F%2Fmall.test%2Fmiddlewares%2Fcallback_google' +
        '&response_type=id_token&scope=openid%20email%20profile&nonce=n1&state=s1&prompt=select_account',
    );
  });

  it('asks Facebook for an access token with email and public profile', () => {
    const url = facebookAuthorizeUrl({
      dialogUrl: FACEBOOK_DIALOG_URL,
      appId: '1234',
      redirectUri: 'https://mall.test/middlewares/callback_facebook',
      state: 's&2',
    });
    expect(url).toBe(
      'https://www.facebook.com/v19.0/dialog/oauth?client_id=1234' +
        '&redirect_uri=https%3A%2F%2Fmall.test%2Fmiddlewares%2Fcallback_facebook' +
        '&response_type=token&scope=email%20public_profile&state=s%262',
    );
  });

  it('keeps a query the configured endpoint already has', () => {
    const url = facebookAuthorizeUrl({ dialogUrl: 'http://127.0.0.1:9/dialog?x=1', appId: 'a', redirectUri: 'r', state: 's' });
    expect(url.startsWith('http://127.0.0.1:9/dialog?x=1&client_id=a&')).toBe(true);
  });
});

describe('parseOAuthFragment', () => {
  it('reads tokens, state and errors from a fragment or a query, with or without the mark', () => {
    expect(parseOAuthFragment('#id_token=a.b.c&state=xyz&authuser=0')).toEqual({ idToken: 'a.b.c', state: 'xyz' });
    expect(parseOAuthFragment('access_token=EAAB%2Bz&expires_in=5183&state=s')).toEqual({ accessToken: 'EAAB+z', state: 's' });
    expect(parseOAuthFragment('?error=access_denied&error_reason=user_denied&state=s')).toEqual({ error: 'access_denied', state: 's' });
  });

  it('treats empty and missing values alike', () => {
    expect(parseOAuthFragment('')).toEqual({});
    expect(parseOAuthFragment('#state=&id_token=')).toEqual({});
  });
});

describe('unverifiedIdTokenNonce', () => {
  it('reads the nonce of a token whose claims are not plain ASCII', () => {
    expect(unverifiedIdTokenNonce(idToken({ nonce: 'n-1', name: '李雷 Ünïcode' }))).toBe('n-1');
  });

  it('is undefined for a token without a nonce, or anything that is not a JWT', () => {
    expect(unverifiedIdTokenNonce(idToken({ sub: '1' }))).toBeUndefined();
    expect(unverifiedIdTokenNonce(idToken({ nonce: 42 }))).toBeUndefined();
    expect(unverifiedIdTokenNonce('not-a-token')).toBeUndefined();
    expect(unverifiedIdTokenNonce('a.%%%.c')).toBeUndefined();
  });
});

describe('checkOAuthAnswer', () => {
  const google = idToken({ nonce: 'n1' });

  it('accepts a Google answer whose state and nonce are the kept ones', () => {
    expect(checkOAuthAnswer({ idToken: google, state: 's1' }, { state: 's1', nonce: 'n1' }, 'id_token')).toEqual({ ok: true, token: google });
  });

  it('accepts a Facebook answer whose state is the kept one', () => {
    expect(checkOAuthAnswer({ accessToken: 'EAAB', state: 's1' }, { state: 's1' }, 'access_token')).toEqual({ ok: true, token: 'EAAB' });
  });

  it('refuses a wrong, missing or unexpected state', () => {
    const refused = { ok: false, reason: 'state' };
    expect(checkOAuthAnswer({ idToken: google, state: 'other' }, { state: 's1', nonce: 'n1' }, 'id_token')).toEqual(refused);
    expect(checkOAuthAnswer({ idToken: google }, { state: 's1', nonce: 'n1' }, 'id_token')).toEqual(refused);
    expect(checkOAuthAnswer({ accessToken: 'EAAB', state: 's1' }, undefined, 'access_token')).toEqual(refused);
    expect(checkOAuthAnswer({ accessToken: 'EAAB', state: '' }, { state: '' }, 'access_token')).toEqual(refused);
  });

  it('refuses a Google token issued for another sign-in, or one without a nonce', () => {
    expect(checkOAuthAnswer({ idToken: google, state: 's1' }, { state: 's1', nonce: 'n2' }, 'id_token')).toEqual({ ok: false, reason: 'nonce' });
    const bare = idToken({ sub: '1' });
    expect(checkOAuthAnswer({ idToken: bare, state: 's1' }, { state: 's1', nonce: 'n1' }, 'id_token')).toEqual({ ok: false, reason: 'nonce' });
    expect(checkOAuthAnswer({ idToken: google, state: 's1' }, { state: 's1' }, 'id_token')).toEqual({ ok: false, reason: 'nonce' });
  });

  it('refuses an answer without the token it asked for, and passes on the provider’s refusal', () => {
    expect(checkOAuthAnswer({ accessToken: 'EAAB', state: 's1' }, { state: 's1', nonce: 'n1' }, 'id_token')).toEqual({ ok: false, reason: 'token' });
    expect(checkOAuthAnswer({ error: 'access_denied', state: 's1' }, { state: 's1' }, 'access_token')).toEqual({ ok: false, reason: 'denied' });
  });
});
