import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { TWITTER_TOKEN_COOKIE, type TwitterRequestToken } from '@mall/api';
import { EmptyState, ErrorPage, PageHeading } from '@mall/ui';
import { useApiClient } from '../../api/ApiContext.tsx';
import { signInWithTwitter } from '../../data/auth.ts';
import { useMallNavigate } from '../../app/useMallNavigate.ts';
import { browser } from '../../platform/browser.ts';
import { useSession } from '../../state/SessionContext.tsx';

/**
 * `/middlewares/callback_twitter?oauth_token=&oauth_verifier=` (spec §2):
 * Twitter sends the shopper back here; the request token kept in the
 * `twitterToken` cookie and the verifier finish the sign-in, then home.
 */
export default function TwitterCallback() {
  const intl = useIntl();
  const api = useApiClient();
  const session = useSession();
  const navigate = useMallNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  // Twitter sends `?denied=<token>` instead of a verifier when the shopper says no.
  const denied = params.has('denied');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (denied) {
      browser.removeCookie(TWITTER_TOKEN_COOKIE);
      return;
    }
    const saved = browser.cookie(TWITTER_TOKEN_COOKIE);
    const stored = saved ? (JSON.parse(saved) as Partial<TwitterRequestToken>) : {};
    const oauthToken = params.get('oauth_token') ?? stored.token ?? '';
    const oauthVerifier = params.get('oauth_verifier') ?? '';
    browser.removeCookie(TWITTER_TOKEN_COOKIE);
    void signInWithTwitter(api, { oauthToken, oauthVerifier })
      .then(async (login) => {
        await session.completeSignIn(login);
        await navigate('/', { replace: true });
      })
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [api, session, navigate, params, denied]);

  if (denied) return <ErrorPage status={400} message={intl.formatMessage({ id: 'twitter.cancelled' })} homeHref="/" />;
  if (error) return <ErrorPage status={400} message={`${intl.formatMessage({ id: 'twitter.failed' })}: ${error}`} homeHref="/" />;
  return (
    <>
      <PageHeading title={intl.formatMessage({ id: 'page.twitterCallback' })} />
      <EmptyState title={intl.formatMessage({ id: 'twitter.signingIn' })} />
    </>
  );
}
