import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, type LoginMethodInfo, type LoginResponse } from '@mall/api';
import type { InPageProvider, Locale, ThirdPartyState } from '@mall/ui';
import { signInWithFacebook, signInWithGoogle } from '../../data/auth.ts';
import { useApiClient } from '../../api/ApiContext.tsx';
import { facebookAccessToken } from '../../platform/facebookSdk.ts';
import { googleIdToken } from '../../platform/googleIdentity.ts';
import { InPageSignInError } from '../../platform/inPageSignIn.ts';

/** Where a failure leaves the dialog: the provider's reason, or the mall's message when the mall refused the token. */
function failureOf(provider: InPageProvider, error: unknown): ThirdPartyState {
  if (error instanceof InPageSignInError) return { failed: { provider, reason: error.reason } };
  if (error instanceof ApiError) return { failed: { provider, reason: 'failed', message: error.message } };
  return { failed: { provider, reason: 'failed' } };
}

/**
 * Google and Facebook sign-in in the dialog, through the providers' own
 * scripts (spec §2 third-party sign-in; crmeb-wire: the provider's PC client
 * uses Google's button and the Facebook SDK). `start` runs in the press's
 * handler: it loads the provider's script on first use, gets Google's ID
 * token or Facebook's access token, signs in through the endpoints that
 * verify them, and hands the login to `onSignedIn` (the session stores the
 * token and returns to the remembered page; the dialog closes). `state` is
 * what the dialog shows meanwhile: the provider under way, or why it did not
 * finish. A new press supersedes a sign-in still under way; leaving the
 * dialog drops the one under way.
 */
export function useInPageSignIn(info: LoginMethodInfo | undefined, locale: Locale, onSignedIn: (login: LoginResponse) => Promise<void>) {
  const api = useApiClient();
  const [state, setState] = useState<ThirdPartyState>({});
  const run = useRef(0);
  useEffect(
    () => () => {
      run.current += 1;
    },
    [],
  );

  const start = useCallback(
    (provider: InPageProvider) => {
      if (!info) return;
      const mine = ++run.current;
      const current = () => run.current === mine;
      setState({ pending: provider });
      // No await before the provider's call: Facebook's popup must open inside the press.
      const token =
        provider === 'google'
          ? googleIdToken(info.googleClientId).then((idToken) => (current() ? signInWithGoogle(api, idToken) : undefined))
          : facebookAccessToken(info.facebookAppId, locale).then((fb) => (current() ? signInWithFacebook(api, fb.accessToken, fb.userID) : undefined));
      token
        .then(async (login) => {
          if (!login || !current()) return;
          await onSignedIn(login);
          if (current()) setState({});
        })
        .catch((error: unknown) => {
          if (current()) setState(failureOf(provider, error));
        });
    },
    [api, info, locale, onSignedIn],
  );

  return { state, start };
}
