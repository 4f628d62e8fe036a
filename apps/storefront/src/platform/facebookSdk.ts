import type { Locale } from '@mall/ui';
import { FACEBOOK_LOCALES, InPageSignInError } from './inPageSignIn.ts';
import { loadScript } from './loadScript.ts';

/** The Graph API version the SDK is set up for (the mall's server asks the same one). */
const GRAPH_VERSION = 'v19.0';

/** The Facebook SDK for JavaScript in a language (`zh_CN`, `en_US`…). */
export function facebookSdkUrl(locale: Locale): string {
  return `https://connect.facebook.net/${FACEBOOK_LOCALES[locale]}/sdk.js`;
}

/** What `FB.login` answers (the SDK's login status). */
interface LoginStatus {
  status?: 'connected' | 'not_authorized' | 'unknown';
  authResponse?: { accessToken?: string; userID?: string } | null;
}

/** The part of the SDK's `FB` used here. */
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean; status?: boolean }): void;
  login(callback: (response: LoginStatus) => void, options?: { scope?: string }): void;
}

/** A Facebook sign-in: the user access token and the Facebook user it belongs to. */
export interface FacebookLogin {
  accessToken: string;
  userID: string | undefined;
}

/** The SDK once it is set up for the app; undefined until then. */
let ready: FacebookSdk | undefined;
let readyFor = '';

async function loadFacebook(appId: string, locale: Locale): Promise<FacebookSdk> {
  try {
    await loadScript(facebookSdkUrl(locale));
  } catch (error) {
    throw new InPageSignInError('blocked', String(error));
  }
  const fb = (window as { FB?: FacebookSdk }).FB;
  if (!fb) throw new InPageSignInError('blocked', 'the Facebook SDK loaded without FB');
  if (readyFor !== appId) {
    // No cookie and no status check: the mall keeps its own session, and asks Facebook only when the shopper does.
    fb.init({ appId, version: GRAPH_VERSION, cookie: false, xfbml: false, status: false });
    ready = fb;
    readyFor = appId;
  }
  return fb;
}

function login(fb: FacebookSdk): Promise<FacebookLogin> {
  return new Promise((resolve, reject) => {
    fb.login(
      (response) => {
        const token = response.authResponse?.accessToken;
        if (response.status === 'connected' && token) resolve({ accessToken: token, userID: response.authResponse?.userID });
        else if (response.status === 'not_authorized') reject(new InPageSignInError('failed', 'the person did not authorize the app'));
        else reject(new InPageSignInError('closed', 'the Facebook window was closed or blocked'));
      },
      { scope: 'public_profile,email' },
    );
  });
}

/**
 * Signs the shopper in with Facebook in a popup (`FB.login`) and resolves
 * with the access token the mall checks with Facebook
 * (`POST /api/front/login/facebook`). Loads the SDK in the shopper's
 * language on first use (never before). Call it from the press's event
 * handler: once the SDK is loaded the popup opens at once, inside the
 * press, so the browser lets it open; on the first press it opens when the
 * SDK arrives, which a strict browser may block (the shopper then presses
 * again).
 * @throws {InPageSignInError} `blocked` when the SDK cannot be loaded;
 *   `closed` when the popup was closed or blocked; `failed` when the person
 *   did not authorize the app.
 */
export function facebookAccessToken(appId: string, locale: Locale): Promise<FacebookLogin> {
  if (ready && readyFor === appId) return login(ready);
  return loadFacebook(appId, locale).then(login);
}
