import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { checkOAuthAnswer, FROM_PATH_COOKIE, parseOAuthFragment } from '@mall/api';
import { EmptyState, ErrorPage, PageHeading } from '@mall/ui';
import { useApiClient } from '../../api/ApiContext.tsx';
import { signInWithFacebook, signInWithGoogle } from '../../data/auth.ts';
import { browser } from '../../platform/browser.ts';
import { useSession } from '../../state/SessionContext.tsx';
import { useMallNavigate } from '../useMallNavigate.ts';
import { takePendingSignIn, type RedirectProvider } from './redirectSignIn.ts';

const NAMES: Record<RedirectProvider, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * Where Google (`#id_token=…&state=…`) or Facebook (`#access_token=…&state=…`)
 * sends the shopper back (spec §2 third-party sign-in callback, §7 login
 * calls). The answer must belong to the sign-in this tab started (state, and
 * for Google the ID token's nonce); otherwise nothing is sent and the page
 * says why, with the way home. An accepted token goes to the server, the
 * session takes the login and returns to the remembered page, or home.
 */
export function RedirectCallback({ provider }: { provider: RedirectProvider }) {
  const intl = useIntl();
  const api = useApiClient();
  const session = useSession();
  const navigate = useMallNavigate();
  const { hash, search } = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);
  const name = NAMES[provider];

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const finish = async () => {
      // Facebook reports a refusal in the query rather than the fragment.
      const answer = parseOAuthFragment(hash || search);
      // Taken (and so forgotten) before anything else: each sign-in is accepted at most once.
      const pending = takePendingSignIn(provider);
      browser.dropUrlFragment();
      const check = checkOAuthAnswer(answer, pending, provider === 'google' ? 'id_token' : 'access_token');
      if (!check.ok) throw new Error(intl.formatMessage({ id: `oauth.refused.${check.reason}` }));
      // The session returns to a remembered page by itself; without one the shopper goes home.
      const remembered = Boolean(browser.cookie(FROM_PATH_COOKIE));
      const login = provider === 'google' ? await signInWithGoogle(api, check.token) : await signInWithFacebook(api, check.token);
      await session.completeSignIn(login);
      if (!remembered) await navigate('/', { replace: true });
    };
    void finish().catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [api, session, navigate, intl, provider, hash, search]);

  if (error) return <ErrorPage status={400} message={`${intl.formatMessage({ id: 'oauth.failed' }, { provider: name })}: ${error}`} homeHref="/" />;
  return (
    <>
      <PageHeading title={intl.formatMessage({ id: 'page.twitterCallback' })} />
      <EmptyState title={intl.formatMessage({ id: 'oauth.signingIn' }, { provider: name })} />
    </>
  );
}
