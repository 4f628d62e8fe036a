import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { ApiError, TWITTER_TOKEN_COOKIE, type LoginResponse } from '@mall/api';
import { SignInDialog, toast, type InPageProvider, type SignInActions } from '@mall/ui';
import { useApiClient } from '../../api/ApiContext.tsx';
import {
  enterAsGuest,
  registerByEmail,
  registerByPhone,
  requestTwitterToken,
  resetPassword,
  sendEmailCode,
  sendPhoneCode,
  signInWithEmail,
  signInWithPhoneCode,
  signInWithPhonePassword,
  useLoginMethods,
  useLoginPicture,
} from '../../data/auth.ts';
import { browser } from '../../platform/browser.ts';
import { useLocale } from '../../state/LocaleContext.tsx';
import { useSession } from '../../state/SessionContext.tsx';
import { useMall } from '../../state/store.ts';
import { stripLocale } from '../localePath.ts';
import { startRedirectSignIn } from './redirectSignIn.ts';
import { useInPageSignIn } from './useInPageSignIn.ts';
import { useQrSignIn } from './useQrSignIn.ts';

/** The server's message of a failed call, for the dialog to show in the view. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * The sign-in dialog wired to the mall API (spec §2 Sign-in dialog, §4, §7):
 * each view's submit calls its endpoint, a successful sign-in or register
 * hands the session over (the dialog closes, the shopper returns to the page
 * they asked for), codes are requested with the server's message as a toast.
 * Google and Facebook sign in within the dialog through their own scripts,
 * loaded only when pressed (useInPageSignIn.ts); when that does not finish,
 * the dialog says why and offers the provider's own page, which the shopper
 * leaves for and comes back from on a callback page, as with Twitter.
 * Loaded on demand with the dialog's forms.
 */
export default function SignInContainer({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const api = useApiClient();
  const session = useSession();
  const showGuest = useMall((s) => s.showGuest);
  const methods = useLoginMethods(true);
  const picture = useLoginPicture(true);
  const location = useLocation();
  const { locale } = useLocale();

  const done = useCallback(
    async (login: LoginResponse, messageId = 'toast.loginSuccess') => {
      await session.completeSignIn(login);
      toast.success(intl.formatMessage({ id: messageId }));
    },
    [session, intl],
  );
  const qr = useQrSignIn(done);
  const inPage = useInPageSignIn(methods.data, locale, done);

  /** Leaves for Google's or Facebook's sign-in page (when the server names one); the callback page finishes the sign-in. */
  const leaveFor = (provider: InPageProvider) => {
    const info = methods.data;
    if (!info || !(provider === 'google' ? info.googleAuthUrl : info.facebookDialogUrl)) return;
    // The shopper comes back on a callback page: the session then returns them here
    // (on /login, to the page the guard already remembered).
    if (stripLocale(location.pathname) !== '/login') session.rememberPath(location.pathname + location.search);
    if (!startRedirectSignIn(provider, info)) toast.error(intl.formatMessage({ id: 'signIn.providerUnavailable' }));
  };
  // A backend without the provider pages (the provider's own) gives no URL: the way is not offered.
  const pageOffered = Boolean(methods.data?.googleAuthUrl || methods.data?.facebookDialogUrl);

  // Failures reject with the server's (translated) message; the view shows it.
  const call = async <T,>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw asError(error);
    }
  };
  const sent = (message: string) => toast.success(message);

  const actions: SignInActions = {
    onPhonePassword: (body) => call(async () => done(await signInWithPhonePassword(api, body))),
    onEmailPassword: (body) => call(async () => done(await signInWithEmail(api, body))),
    onPhoneCode: (body) => call(async () => done(await signInWithPhoneCode(api, body))),
    onSendPhoneCode: (body) =>
      call(async () => {
        await sendPhoneCode(api, body);
        sent(intl.formatMessage({ id: 'toast.codeSent' }));
      }),
    onSendEmailCode: (email, purpose) =>
      call(async () => {
        await sendEmailCode(api, email, purpose);
        sent(intl.formatMessage({ id: 'toast.codeSent' }));
      }),
    onRegisterPhone: (body) => call(async () => done(await registerByPhone(api, body), 'toast.registered')),
    onRegisterEmail: (body) =>
      call(async () => {
        await done(await registerByEmail(api, body), 'toast.registered');
        // Spec §4: email registration also reloads the page.
        browser.reload();
      }),
    onResetPassword: (body) =>
      call(async () => {
        await resetPassword(api, body);
        toast.success(intl.formatMessage({ id: 'toast.passwordReset' }));
      }),
    onGuest: (body) => call(async () => done(await enterAsGuest(api, body))),
    onThirdParty: (provider) => {
      if (provider !== 'twitter') {
        inPage.start(provider);
        return;
      }
      void requestTwitterToken(api)
        .then((token) => {
          // The callback page reads it back (spec §3: the `twitterToken` cookie).
          browser.setCookie(TWITTER_TOKEN_COOKIE, JSON.stringify(token));
          browser.goTo(token.authorizationURL);
        })
        .catch((error: unknown) => toast.error(error instanceof ApiError ? error.message : String(error)));
    },
    ...(pageOffered ? { onThirdPartyPage: leaveFor } : {}),
    onQrStart: qr.start,
    onQrStop: qr.stop,
  };

  const info = methods.data;
  return (
    <SignInDialog
      open
      onClose={() => {
        qr.stop();
        onClose();
      }}
      actions={actions}
      methods={{
        googleOpen: info?.googleOpen ?? false,
        facebookOpen: info?.facebookOpen ?? false,
        twitterOpen: info?.twitterOpen ?? false,
        // The mall's addition: a provider backend does not say it has QR sign-in, so it stays hidden there.
        qrLoginOpen: info?.qrLoginOpen ?? false,
        visitorOpen: info?.visitorOpen ?? false,
      }}
      showGuest={showGuest}
      loginPicture={picture.data?.loginLeftImage}
      qr={qr.state}
      thirdParty={inPage.state}
    />
  );
}
