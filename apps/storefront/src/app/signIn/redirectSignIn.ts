import {
  FACEBOOK_CALLBACK_PATH,
  GOOGLE_CALLBACK_PATH,
  facebookAuthorizeUrl,
  googleAuthorizeUrl,
  type LoginMethodInfo,
  type PendingOAuth,
} from '@mall/api';
import { browser } from '../../platform/browser.ts';

/**
 * Providers that can also be signed in with by leaving for their page and
 * coming back (no script of theirs runs here): the way the dialog offers
 * when their in-page sign-in did not finish (useInPageSignIn.ts).
 */
export type RedirectProvider = 'google' | 'facebook';

/** Where this tab keeps the state (and nonce) of a sign-in under way. */
function pendingKey(provider: RedirectProvider): string {
  return `oauthPending:${provider}`;
}

/**
 * Sends the browser to Google's or Facebook's sign-in page (the URLs of the
 * login method info, spec §3), after keeping a fresh random state (and for
 * Google a nonce) in this tab's session storage for the callback page to check.
 * The callback URLs carry no locale prefix, so each provider needs just one registered.
 * Call from an event handler.
 * @returns false when nothing was started because this tab cannot keep the state.
 */
export function startRedirectSignIn(provider: RedirectProvider, info: LoginMethodInfo): boolean {
  const state = browser.randomHex();
  if (provider === 'google') {
    const nonce = browser.randomHex();
    if (!browser.writeSessionJson(pendingKey(provider), { state, nonce } satisfies PendingOAuth)) return false;
    browser.goTo(
      googleAuthorizeUrl({ authUrl: info.googleAuthUrl, clientId: info.googleClientId, redirectUri: browser.origin() + GOOGLE_CALLBACK_PATH, state, nonce }),
    );
    return true;
  }
  if (!browser.writeSessionJson(pendingKey(provider), { state } satisfies PendingOAuth)) return false;
  browser.goTo(facebookAuthorizeUrl({ dialogUrl: info.facebookDialogUrl, appId: info.facebookAppId, redirectUri: browser.origin() + FACEBOOK_CALLBACK_PATH, state }));
  return true;
}

/**
 * What this tab kept when it left for `provider`, removed as it is read so
 * an answer is accepted once. Undefined when this tab started no such sign-in.
 */
export function takePendingSignIn(provider: RedirectProvider): PendingOAuth | undefined {
  return browser.takeSessionJson<PendingOAuth>(pendingKey(provider));
}
